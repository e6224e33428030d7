'use client'

import 'leaflet/dist/leaflet.css'
import type { LeafletKeyboardEvent, LeafletMouseEvent, Map as LeafletMap, Marker, TileLayer } from 'leaflet'
import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from '@/lib/i18n/react'
import type { LatLng } from '@/lib/preferences'
import { useAppConfig } from '@/lib/app-config'
import styles from './address-map.module.css'
import {
  fillTileTemplate,
  forgetUnreachable,
  probeTile,
  rememberUnreachable,
  tileAt,
  wasUnreachableLately,
} from './map-tiles'
import { OFFLINE_ZOOM, showOfflineBasemap, type OfflineBasemap } from './offline-basemap'

const PIN_SVG =
  '<svg width="36" height="44" viewBox="0 0 36 44" aria-hidden="true"><path d="M18 43s15-14.2 15-25A15 15 0 0 0 3 18c0 10.8 15 25 15 25z" fill="var(--primary)" stroke="white" stroke-width="2"/><circle cx="18" cy="18" r="6" fill="white"/></svg>'

// OpenStreetMap's tiles must credit its contributors with a link to the copyright page; other servers of OpenStreetMap
// data ask the same.
const TILE_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener noreferrer">OpenStreetMap</a> contributors'
const START_ZOOM = 15
// A tile server that has not answered one tile by then is treated as unreachable (it may still come back).
const PROBE_TIMEOUT_MS = 8_000
// Tile errors before any tile loaded that mean the server went away after the first tile came.
const FAILURES_BEFORE_OFFLINE = 2

type MapMode = 'loading' | 'tiles' | 'offline'

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

/**
 * A Leaflet map with a draggable pin: clicking the map or dragging the pin picks the point. Tiles come from
 * MAP_TILE_URL (OpenStreetMap's by default). When they cannot load (no network, the server down, MAP_TILE_URL=off)
 * the map draws an outline basemap shipped with the storefront instead, says that the detailed map is unavailable,
 * and the pin, clicks, drags and keys work the same.
 */
export function AddressMap({
  value,
  onChange,
  label,
}: {
  value: LatLng
  onChange: (point: LatLng) => void
  label: string
}) {
  const { t } = useTranslation()
  const { mapTileUrl, lang, dir } = useAppConfig()
  const box = useRef<HTMLDivElement>(null)
  const note = useRef<HTMLParagraphElement>(null)
  const shownBasemap = useRef<OfflineBasemap | null>(null)
  const map = useRef<LeafletMap | null>(null)
  const marker = useRef<Marker | null>(null)
  const change = useRef(onChange)
  change.current = onChange
  const start = useRef(value)
  const keysId = useId()
  const [mode, setMode] = useState<MapMode>('loading')

  useEffect(() => {
    let cancelled = false
    let probeTimer = 0
    let stopBasemap = () => {}
    void import('leaflet').then((L) => {
      if (cancelled || !box.current) return
      const center: [number, number] = [start.current.latitude, start.current.longitude]
      const rtl = dir === 'rtl'
      const m = L.map(box.current, { center, zoom: START_ZOOM, zoomControl: false, attributionControl: false })
      // Controls in the corners a reader of the page's language starts from.
      L.control
        .zoom({
          position: rtl ? 'topright' : 'topleft',
          zoomInTitle: t('address.zoomIn'),
          zoomOutTitle: t('address.zoomOut'),
        })
        .addTo(m)
      L.control.attribution({ position: rtl ? 'bottomleft' : 'bottomright' }).addTo(m)
      const icon = L.divIcon({ className: 'basil-map-pin', html: PIN_SVG, iconSize: [36, 44], iconAnchor: [18, 43] })
      const pin = L.marker(center, {
        draggable: true,
        icon,
        keyboard: true,
        title: t('address.pin'),
        alt: t('address.pin'),
      }).addTo(m)
      const report = (lat: number, lng: number) =>
        change.current({
          latitude: Number(lat.toFixed(6)),
          longitude: Number(L.Util.wrapNum(lng, [-180, 180], true).toFixed(6)),
        })
      pin.on('dragend', () => {
        const p = pin.getLatLng()
        report(p.lat, p.lng)
      })
      m.on('click', (e: LeafletMouseEvent) => {
        pin.setLatLng(e.latlng)
        report(e.latlng.lat, e.latlng.lng)
      })
      // Keyboard: the arrow keys move the map (Leaflet), Enter or Space puts the pin at its centre. The arrows' pans are
      // animated: a key pressed while one runs puts the pin where the map comes to rest, not where it passes.
      const placeAtCentre = () => {
        const c = m.getCenter()
        pin.setLatLng(c)
        report(c.lat, c.lng)
      }
      let moving = false
      let placeAtRest = false
      m.on('movestart', () => (moving = true))
      m.on('moveend', () => {
        moving = false
        if (!placeAtRest) return
        placeAtRest = false
        placeAtCentre()
      })
      m.on('keydown', (e: LeafletKeyboardEvent) => {
        const key = e.originalEvent.key
        if (key !== 'Enter' && key !== ' ') return
        // Pressed twice during one pan, the pin is still placed (and its line looked up) once.
        if (moving) placeAtRest = true
        else placeAtCentre()
      })
      map.current = m
      marker.current = pin

      let tiles: TileLayer | null = null
      let basemap: OfflineBasemap | null = null
      // No place name goes under the pin, the note or the controls; the names are placed again (once a frame at most)
      // when the pin moves.
      const keepClear = () => {
        const p = m.latLngToContainerPoint(pin.getLatLng())
        const origin = m.getContainer().getBoundingClientRect()
        const covers = [
          ...m.getContainer().querySelectorAll('.leaflet-control'),
          ...(note.current ? [note.current] : []),
        ].map((el) => {
          const r = el.getBoundingClientRect()
          return { x: r.left - origin.left, y: r.top - origin.top, width: r.width, height: r.height }
        })
        return [{ x: p.x - 18, y: p.y - 43, width: 36, height: 44 }, ...covers]
      }
      let relabel = 0
      stopBasemap = () => {
        cancelAnimationFrame(relabel)
        basemap?.remove()
        basemap = null
        shownBasemap.current = null
      }
      pin.on('move', () => {
        if (basemap && !relabel) {
          relabel = requestAnimationFrame(() => {
            relabel = 0
            basemap?.redraw()
          })
        }
      })
      const offlineCredit = escapeHtml(t('address.offlineSources'))
      const useTiles = (template: string) => {
        if (cancelled || tiles) return
        stopBasemap()
        m.attributionControl?.removeAttribution(offlineCredit)
        let loaded = 0
        let failed = 0
        const layer = L.tileLayer(template, { maxZoom: 19, attribution: TILE_ATTRIBUTION })
        layer.on('tileload', () => {
          loaded++
        })
        layer.on('tileerror', () => {
          failed++
          if (!loaded && failed >= FAILURES_BEFORE_OFFLINE) {
            rememberUnreachable(template)
            useOffline()
          }
        })
        tiles = layer.addTo(m)
        setMode('tiles')
      }
      const useOffline = () => {
        if (cancelled || basemap) return
        tiles?.remove()
        tiles = null
        basemap = showOfflineBasemap(L, m, lang, keepClear)
        shownBasemap.current = basemap
        m.attributionControl?.addAttribution(offlineCredit)
        // Still as it opened: show the towns around the pin rather than one blank street.
        if (m.getZoom() === START_ZOOM) m.setZoom(OFFLINE_ZOOM, { animate: false })
        setMode('offline')
      }

      if (!mapTileUrl || wasUnreachableLately(mapTileUrl)) {
        useOffline()
        return
      }
      const first = fillTileTemplate(mapTileUrl, tileAt(center[0], center[1], START_ZOOM))
      if (!first) {
        useTiles(mapTileUrl)
        return
      }
      probeTimer = window.setTimeout(useOffline, PROBE_TIMEOUT_MS)
      void probeTile(first).then((result) => {
        window.clearTimeout(probeTimer)
        if (result === 'ok') {
          forgetUnreachable(mapTileUrl)
          useTiles(mapTileUrl)
        } else {
          rememberUnreachable(mapTileUrl)
          useOffline()
        }
      })
    })
    return () => {
      cancelled = true
      window.clearTimeout(probeTimer)
      stopBasemap()
      map.current?.remove()
      map.current = null
      marker.current = null
    }
  }, [mapTileUrl, t, lang, dir])

  // The note is on screen now: the place names make room for it.
  useEffect(() => {
    if (mode === 'offline') shownBasemap.current?.redraw()
  }, [mode])

  // A point chosen elsewhere (e.g. "use my location") moves the pin and the view. The pin's own point comes back here
  // rounded to 6 decimals (up to 5e-7 off): that is no new point, and the map must not pan away from under a click.
  useEffect(() => {
    const pin = marker.current
    if (!pin) return
    const at = pin.getLatLng()
    if (Math.abs(at.lat - value.latitude) < 1e-6 && Math.abs(at.lng - value.longitude) < 1e-6) return
    pin.setLatLng([value.latitude, value.longitude])
    map.current?.panTo([value.latitude, value.longitude])
  }, [value.latitude, value.longitude])

  return (
    <div className={`${styles.frame} relative`} data-map-mode={mode}>
      <p id={keysId} className="sr-only">
        {t('address.mapKeys')}
      </p>
      <div
        ref={box}
        role="application"
        aria-label={label}
        aria-describedby={keysId}
        data-testid="address-map"
        className={`${styles.map} isolate h-56 w-full overflow-hidden rounded-2xl ring-1 ring-line sm:h-64`}
      />
      {mode === 'offline' ? (
        <p
          ref={note}
          role="status"
          data-testid="map-offline-note"
          className="pointer-events-none absolute end-2 top-2 z-10 max-w-[calc(100%-4.5rem)] rounded-xl bg-card/95 px-3 py-1.5 text-xs font-medium text-fg shadow-card ring-1 ring-line"
        >
          {t('address.offlineMap')}
        </p>
      ) : null}
    </div>
  )
}
