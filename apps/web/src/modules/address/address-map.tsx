'use client'

import 'leaflet/dist/leaflet.css'
import type { LeafletKeyboardEvent, LeafletMouseEvent, Map as LeafletMap, Marker } from 'leaflet'
import { useEffect, useId, useRef } from 'react'
import { useTranslation } from '@/lib/i18n/react'
import type { LatLng } from '@/lib/preferences'
import { useAppConfig } from '@/modules/shell/app-config'

const PIN_SVG =
  '<svg width="36" height="44" viewBox="0 0 36 44" aria-hidden="true"><path d="M18 43s15-14.2 15-25A15 15 0 0 0 3 18c0 10.8 15 25 15 25z" fill="var(--primary)" stroke="white" stroke-width="2"/><circle cx="18" cy="18" r="6" fill="white"/></svg>'

// Without tiles the map is a light grid, so dragging and zooming still look like moving over a surface.
const NO_TILES_BACKGROUND = {
  backgroundColor: 'var(--surface)',
  backgroundImage:
    'linear-gradient(var(--line) 1px, transparent 1px), linear-gradient(90deg, var(--line) 1px, transparent 1px)',
  backgroundSize: '32px 32px',
} as const

/**
 * A Leaflet map with a draggable pin: clicking the map or dragging the pin picks the point. Tiles come from
 * MAP_TILE_URL when the operator set one; without it (or offline) the map has no tiles, and the pin, clicks and drags
 * still work on a plain background.
 */
export function AddressMap({ value, onChange, label }: { value: LatLng; onChange: (point: LatLng) => void; label: string }) {
  const { t } = useTranslation()
  const { mapTileUrl } = useAppConfig()
  const box = useRef<HTMLDivElement>(null)
  const map = useRef<LeafletMap | null>(null)
  const marker = useRef<Marker | null>(null)
  const change = useRef(onChange)
  change.current = onChange
  const start = useRef(value)
  const keysId = useId()

  useEffect(() => {
    let cancelled = false
    void import('leaflet').then((L) => {
      if (cancelled || !box.current) return
      const center: [number, number] = [start.current.latitude, start.current.longitude]
      const m = L.map(box.current, { center, zoom: 15, attributionControl: Boolean(mapTileUrl) })
      if (mapTileUrl) {
        L.tileLayer(mapTileUrl, { maxZoom: 19, attribution: '&copy; OpenStreetMap contributors' }).addTo(m)
      }
      const icon = L.divIcon({ className: 'basil-map-pin', html: PIN_SVG, iconSize: [36, 44], iconAnchor: [18, 43] })
      const pin = L.marker(center, { draggable: true, icon, keyboard: true, title: t('address.pin'), alt: t('address.pin') }).addTo(m)
      const report = (lat: number, lng: number) =>
        change.current({ latitude: Number(lat.toFixed(6)), longitude: Number(L.Util.wrapNum(lng, [-180, 180], true).toFixed(6)) })
      pin.on('dragend', () => {
        const p = pin.getLatLng()
        report(p.lat, p.lng)
      })
      m.on('click', (e: LeafletMouseEvent) => {
        pin.setLatLng(e.latlng)
        report(e.latlng.lat, e.latlng.lng)
      })
      // Keyboard: the arrow keys move the map (Leaflet), Enter or Space puts the pin at its centre.
      m.on('keydown', (e: LeafletKeyboardEvent) => {
        const key = e.originalEvent.key
        if (key !== 'Enter' && key !== ' ') return
        const c = m.getCenter()
        pin.setLatLng(c)
        report(c.lat, c.lng)
      })
      map.current = m
      marker.current = pin
    })
    return () => {
      cancelled = true
      map.current?.remove()
      map.current = null
      marker.current = null
    }
  }, [mapTileUrl, t])

  // A point chosen elsewhere (e.g. "use my location") moves the pin and the view.
  useEffect(() => {
    const pin = marker.current
    if (!pin) return
    const at = pin.getLatLng()
    if (Math.abs(at.lat - value.latitude) < 1e-7 && Math.abs(at.lng - value.longitude) < 1e-7) return
    pin.setLatLng([value.latitude, value.longitude])
    map.current?.panTo([value.latitude, value.longitude])
  }, [value.latitude, value.longitude])

  return (
    <>
      <p id={keysId} className="sr-only">
        {t('address.mapKeys')}
      </p>
      <div
        ref={box}
        role="application"
        aria-label={label}
        aria-describedby={keysId}
        data-testid="address-map"
        className="h-56 w-full overflow-hidden rounded-2xl ring-1 ring-line sm:h-64 [&_.leaflet-bar]:border-line [&_.leaflet-bar_a]:border-line [&_.leaflet-bar_a]:bg-card [&_.leaflet-bar_a]:text-fg [&_.leaflet-control-attribution]:bg-card/80 [&_.leaflet-control-attribution]:text-muted"
        style={NO_TILES_BACKGROUND}
      />
    </>
  )
}
