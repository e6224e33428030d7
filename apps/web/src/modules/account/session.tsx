'use client'

import type { User } from '@basil/contracts'
import { QueryClientContext, useQuery, type QueryClient } from '@tanstack/react-query'
import { usePathname, useRouter } from 'next/navigation'
import { useCallback, useContext, useEffect, useRef } from 'react'
import { create } from 'zustand'
import { useTranslation } from '@/lib/i18n/react'
import { useStore } from '@/lib/store'
import { toast } from '@/lib/toast'
import { useAppConfig } from '@/lib/app-config'
import { apiFetch, setUnauthorizedHandler } from '@/lib/api/browser'
import { responses } from '@/lib/api/responses'

/**
 * Whether the browser holds a session. The server knows it from the HttpOnly cookie (AppConfig.signedIn); sign-in,
 * sign-out and a 401 change it here at once, before the server renders again.
 */
const useSessionStore = create<{ signedIn: boolean | null }>()(() => ({ signedIn: null }))

export const PROFILE_QUERY_KEY = ['session', 'profile'] as const

export type Session = {
  signedIn: boolean
  /** The signed-in user (`profile/show`), undefined while it loads or when signed out. */
  user: User | undefined
  loading: boolean
  refetch: () => void
}

/** Signed in or not, without the profile (usable outside the query provider, e.g. on the bare account screens). */
export function useSignedIn(): boolean {
  const { signedIn } = useAppConfig()
  const override = useSessionStore((s) => s.signedIn)
  return override ?? signedIn
}

/** Spec §4: the profile is (re)fetched whenever signed in. Needs the main layout's query provider. */
export function useSession(): Session {
  const signedIn = useSignedIn()
  const { currency } = useAppConfig()
  const query = useQuery({
    queryKey: [...PROFILE_QUERY_KEY, currency.id],
    queryFn: ({ signal }) =>
      apiFetch('dashboard/user/profile/show', responses.user, {
        query: { currency_id: currency.id || undefined },
        signal,
      }).then((r) => r.data),
    enabled: signedIn,
    staleTime: 60_000,
    refetchOnMount: 'always',
  })
  return {
    signedIn,
    user: signedIn ? query.data : undefined,
    loading: signedIn && query.isPending,
    refetch: () => void query.refetch(),
  }
}

const signOutListeners = new Set<() => void>()

/** Extra state to forget on sign-out or a 401 (e.g. a module's own store). Returns the unsubscribe function. */
export function onSignOut(listener: () => void): () => void {
  signOutListeners.add(listener)
  return () => signOutListeners.delete(listener)
}

/**
 * Spec §4: logout clears the access token, user, settings (the chosen address), user cart, local cart, liked
 * restaurants, shop filter and search history, and refreshes notification counts. The cookies go on the server.
 */
function forgetLocalState(client: QueryClient | undefined) {
  useSessionStore.setState({ signedIn: false })
  useStore.setState({ cart: [], liked: [], shopFilter: {}, searchHistory: [] })
  client?.cancelQueries()
  client?.clear()
  for (const listener of signOutListeners) listener()
}

/** Marks the browser signed in after an auth call set the cookie (the relay did), then goes on to `next`. */
export function useCompleteSignIn(): (next?: string) => void {
  const router = useRouter()
  return useCallback(
    (next = '/') => {
      useSessionStore.setState({ signedIn: true })
      router.replace(safeNext(next))
      router.refresh()
    },
    [router],
  )
}

/** Signs out: the API revokes the token, the web server clears the cookies, and local state is forgotten. */
export function useSignOut(): () => Promise<void> {
  const router = useRouter()
  const client = useContext(QueryClientContext)
  return useCallback(async () => {
    await fetch('/api/v1/auth/logout', { method: 'POST', credentials: 'same-origin' }).catch(() => undefined)
    forgetLocalState(client)
    router.replace('/')
    router.refresh()
  }, [client, router])
}

/**
 * Mounted once per layout: makes every 401 (from apiFetch or the catalogue queries) show the translated
 * "Unauthorized" toast, clear the session and go to /login (spec §8).
 */
export function SessionGuard() {
  const { t } = useTranslation()
  const router = useRouter()
  const client = useContext(QueryClientContext)
  const pathname = usePathname()
  const { signedIn } = useAppConfig()
  // Once the server has rendered with the new cookie state, it is the truth again (also for changes made in
  // another tab).
  const seen = useRef(signedIn)
  useEffect(() => {
    if (seen.current === signedIn) return
    seen.current = signedIn
    useSessionStore.setState({ signedIn: null })
  }, [signedIn])
  useEffect(() => {
    setUnauthorizedHandler(() => {
      toast.error(t('auth.unauthorized'))
      void fetch('/api/v1/auth/logout', { method: 'POST', credentials: 'same-origin' })
        .catch(() => undefined)
        .then(() => {
          forgetLocalState(client)
          if (pathname !== '/login') router.push(loginHrefFrom(pathname))
          router.refresh()
        })
    })
    return () => setUnauthorizedHandler(null)
  }, [client, pathname, router, t])
  return null
}

/** Only paths of this site (no `//host` or `https://...` redirects after sign-in). */
export function safeNext(next: string | null | undefined): string {
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : '/'
}

/** Pages a person signs in from without wanting to come back to them afterwards. */
const AUTH_PAGES = /^\/(?:login|register|reset-password|verify-phone|update-password|update-details|welcome)(?:\/|$)/

/** The sign-in page, set to bring the person back to `pathname` once signed in (spec: they return where they were). */
export function loginHrefFrom(pathname: string | null): string {
  if (!pathname || pathname === '/' || AUTH_PAGES.test(pathname)) return '/login'
  return `/login?next=${encodeURIComponent(pathname)}`
}
