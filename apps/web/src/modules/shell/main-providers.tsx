'use client'

import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useEffect, useState, type ReactNode } from 'react'
import { useStore } from '@/lib/store'
import { SessionGuard } from '@/modules/account/session'
import dynamic from 'next/dynamic'
import { LocationBootstrap } from './location-bootstrap'

// The cart's sign-in sync and group watch load after the page (kept out of the first-load bundle).
const CartRuntime = dynamic(() => import('@/modules/cart/cart-runtime').then((m) => m.CartRuntime), { ssr: false })
// The live socket too (decision 017): pages poll until it is up.
const LiveWiring = dynamic(() => import('./live-wiring').then((m) => m.LiveWiring), { ssr: false })

/** Spec §9: query cache stale 1 hour, kept 5 hours, no retries, no refetch on window focus. */
function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60 * 60 * 1000,
        gcTime: 5 * 60 * 60 * 1000,
        retry: false,
        refetchOnWindowFocus: false,
      },
    },
  })
}

/** The persisted-state shell: the query cache and the local store read back from storage. */
export function MainProviders({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient)
  useEffect(() => {
    void useStore.persist.rehydrate()
  }, [])
  return (
    <QueryClientProvider client={client}>
      {children}
      <LocationBootstrap />
      <SessionGuard />
      <CartRuntime />
      <LiveWiring />
    </QueryClientProvider>
  )
}
