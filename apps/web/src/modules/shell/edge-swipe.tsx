'use client'

import { useRef } from 'react'
import { useUiStore } from '@/lib/ui-store'
import { SWIPE_AREA_PX, swipeOpensDrawer } from '@/lib/swipe'
import { useAppConfig } from './app-config'

/**
 * Spec §9: on touch screens the menu drawer also opens by swiping in from the start edge (a 20 px area), with the
 * drawer's hysteresis and minimum fling velocity. Touch only: a mouse or a keyboard uses the menu button.
 */
export function EdgeSwipe() {
  const { dir } = useAppConfig()
  const setMenuOpen = useUiStore((s) => s.setMenuOpen)
  const start = useRef<{ x: number; y: number; t: number } | null>(null)
  return (
    <div
      aria-hidden="true"
      data-testid="edge-swipe"
      className="desk:hidden fixed inset-y-0 start-0 z-30 touch-pan-y"
      style={{ width: SWIPE_AREA_PX }}
      onPointerDown={(e) => {
        start.current = e.pointerType === 'touch' ? { x: e.clientX, y: e.clientY, t: e.timeStamp } : null
      }}
      onPointerUp={(e) => {
        const from = start.current
        start.current = null
        if (!from) return
        const dx = e.clientX - from.x
        const inward = dir === 'rtl' ? -dx : dx
        const drawerWidth = Math.min(window.innerWidth * 0.88, 380)
        if (swipeOpensDrawer(inward, e.clientY - from.y, e.timeStamp - from.t, drawerWidth)) setMenuOpen(true)
      }}
      onPointerCancel={() => (start.current = null)}
    />
  )
}
