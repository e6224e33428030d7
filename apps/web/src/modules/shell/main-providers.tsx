'use client'

import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useEffect, useState, type ReactNode } from 'react'
import { useStore } from '@/lib/store'
import { LocationBootstrap } from './location-bootstrap'

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
    </QueryClientProvider>
  )
}
