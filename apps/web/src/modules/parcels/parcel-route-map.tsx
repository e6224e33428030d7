'use client'

import 'leaflet/dist/leaflet.css'
import { useEffect, useRef, useState } from 'react'
import { useAppConfig } from '@/lib/app-config'
import { useTranslation } from '@/lib/i18n/react'
import type { LatLng } from '@/lib/preferences'
import {
  fillTileTemplate,
  forgetUnreachable,
  probeTile,
  rememberUnreachable,
  tileAt,
  wasUnreachableLately,
} from '@/modules/address/map-tiles'
import { showOfflineBasemap, type OfflineBasemap } from '@/modules/address/offline-basemap'
import styles from '@/modules/address/address-map.module.css'

const TILE_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener noreferrer">OpenStreetMap</a> contributors'
const PROBE_TIMEOUT_MS = 8_000

/** A lettered pin: A where the courier picks the parcel up, B where it goes. */
const pinSvg = (letter: string, fill: string) =>
  `<svg width="34" height="42" viewBox="0 0 36 44" aria-hidden="true"><path d="M18 43s15-14.2 15-25A15 15 0 0 0 3 18c0 10.8 15 25 15 25z" fill="${fill}" stroke="white" stroke-width="2"/><text x="18" y="23" text-anchor="middle" font-size="14" font-weight="700" fill="white" font-family="sans-serif">${letter}</text></svg>`

/**
 * Both ends of a parcel's trip on one map (A: pick-up, B: delivery) with the straight line between them. Tiles from
 * MAP_TILE_URL when they load; else the outline basemap shipped with the storefront, as the address map does.
 */
export function ParcelRouteMap({ from, to, label }: { from: LatLng; to: LatLng; label: string }) {
  const { t } = useTranslation()
  const { mapTileUrl, lang, dir } = useAppConfig()
  const box = useRef<HTMLDivElement>(null)
  const [offline, setOffline] = useState(false)
  const ends = useRef({ from, to })
  ends.current = { from, to }

  useEffect(() => {
    let cancelled = false
    let timer = 0
    let basemap: OfflineBasemap | null = null
    let remove = () => {}
    void import('leaflet').then((L) => {
      if (cancelled || !box.current) return
      const { from: a, to: b } = ends.current
      const rtl = dir === 'rtl'
      const m = L.map(box.current, { zoomControl: false, attributionControl: false, scrollWheelZoom: false })
      L.control
        .zoom({
          position: rtl ? 'topright' : 'topleft',
          zoomInTitle: t('address.zoomIn'),
          zoomOutTitle: t('address.zoomOut'),
        })
        .addTo(m)
      L.control.attribution({ position: rtl ? 'bottomleft' : 'bottomright' }).addTo(m)
      const bounds = L.latLngBounds([a.latitude, a.longitude], [b.latitude, b.longitude])
      m.fitBounds(bounds, { padding: [40, 40], maxZoom: 15, animate: false })
      const pin = (p: LatLng, letter: string, fill: string, title: string) =>
        L.marker([p.latitude, p.longitude], {
          icon: L.divIcon({
            className: 'basil-map-pin',
            html: pinSvg(letter, fill),
            iconSize: [34, 42],
            iconAnchor: [17, 41],
          }),
          keyboard: false,
          title,
          alt: title,
        }).addTo(m)
      L.polyline(
        [
          [a.latitude, a.longitude],
          [b.latitude, b.longitude],
        ],
        { color: 'var(--primary)', weight: 3, dashArray: '6 8' },
      ).addTo(m)
      pin(a, 'A', 'var(--primary)', t('parcels.from'))
      pin(b, 'B', '#e4572e', t('parcels.to'))
      remove = () => m.remove()

      const useOffline = () => {
        if (cancelled || basemap) return
        basemap = showOfflineBasemap(L, m, lang, () => [])
        setOffline(true)
      }
      if (!mapTileUrl || wasUnreachableLately(mapTileUrl)) {
        useOffline()
        return
      }
      const center = bounds.getCenter()
      const first = fillTileTemplate(mapTileUrl, tileAt(center.lat, center.lng, m.getZoom()))
      const useTiles = () => {
        if (cancelled || basemap) return
        L.tileLayer(mapTileUrl, { maxZoom: 19, attribution: TILE_ATTRIBUTION }).addTo(m)
      }
      if (!first) return useTiles()
      timer = window.setTimeout(useOffline, PROBE_TIMEOUT_MS)
      void probeTile(first).then((result) => {
        window.clearTimeout(timer)
        if (result === 'ok') {
          forgetUnreachable(mapTileUrl)
          useTiles()
        } else {
          rememberUnreachable(mapTileUrl)
          useOffline()
        }
      })
    })
    return () => {
      cancelled = true
      window.clearTimeout(timer)
      basemap?.remove()
      remove()
    }
  }, [mapTileUrl, lang, dir, t])

  return (
    <div className={`${styles.frame} relative`} data-map-mode={offline ? 'offline' : 'tiles'}>
      <div
        ref={box}
        role="region"
        aria-label={label}
        data-testid="parcel-route-map"
        className={`${styles.map} isolate h-56 w-full overflow-hidden rounded-2xl ring-1 ring-line sm:h-64`}
      />
    </div>
  )
}
