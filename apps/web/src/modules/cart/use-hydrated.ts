'use client'

import { useEffect, useSyncExternalStore } from 'react'
import { useStore } from '@/lib/store'
import { useGroupStore } from './group-store'

function subscribe(onChange: () => void): () => void {
  const a = useStore.persist.onFinishHydration(onChange)
  const b = useGroupStore.persist.onFinishHydration(onChange)
  return () => {
    a()
    b()
  }
}

const isHydrated = () => useStore.persist.hasHydrated() && useGroupStore.persist.hasHydrated()

/**
 * Whether the saved cart has been read back. The server (and the first client render) know nothing of it, so
 * cart views show a placeholder of the same size until then: no hydration mismatch, no jump.
 */
export function useCartHydrated(): boolean {
  useEffect(() => {
    if (!useGroupStore.persist.hasHydrated()) void useGroupStore.persist.rehydrate()
  }, [])
  return useSyncExternalStore(subscribe, isHydrated, () => false)
}
