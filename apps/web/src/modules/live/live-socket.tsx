'use client'

import { useEffect } from 'react'
import { startLive } from './live-store'

/**
 * The tab's socket, open while `wanted` (signed in, or following a group cart as a guest). Give it a `key` that
 * changes with the session, so a sign-in or sign-out opens a new socket with the new cookie.
 */
export function LiveSocket({ wanted }: { wanted: boolean }) {
  useEffect(() => (wanted ? startLive() : undefined), [wanted])
  return null
}
