'use client'

import { useEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { useUiStore } from '@/lib/ui-store'
import { SWIPE_AREA_PX, swipeOpensDrawer } from '@/lib/swipe'
import { useAppConfig } from '@/lib/app-config'

/**
 * Spec §9: on touch screens the menu drawer also opens by swiping in from the start edge (a 20 px area), with the
 * drawer's hysteresis and minimum fling velocity. Touch only: a mouse or a keyboard uses the menu button.
 */
export function EdgeSwipe() {
  const { dir } = useAppConfig()
  const setMenuOpen = useUiStore((s) => s.setMenuOpen)
  const start = useRef<{ x: number; y: number; t: number } | null>(null)
  const strip = useRef<HTMLDivElement>(null)
  // Rendered into <body>: inside the header (a blurred backdrop is a containing block for fixed children) the strip
  // would be only as tall as the header. Client-only, so the server markup is unchanged.
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  useEffect(() => {
    // A drag that starts here is the drawer's, not the browser's: without this, Chromium treats an inward swipe from
    // the edge as its own "go back" gesture. React's touch listeners are passive, hence the native one.
    const el = strip.current
    if (!el) return
    const claim = (e: TouchEvent) => e.preventDefault()
    el.addEventListener('touchmove', claim, { passive: false })
    return () => el.removeEventListener('touchmove', claim)
  }, [mounted])
  if (!mounted) return null
  return createPortal(
    <div
      ref={strip}
      aria-hidden="true"
      data-testid="edge-swipe"
      className="desk:hidden fixed inset-y-0 start-0 z-30 touch-none"
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
    />,
    document.body,
  )
}
