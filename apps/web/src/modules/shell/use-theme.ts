'use client'

import { useSyncExternalStore } from 'react'
import type { Theme } from '@/lib/preferences'
import { useAppConfig } from '@/lib/app-config'

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange)
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] })
  return () => observer.disconnect()
}

const readTheme = (): Theme => (document.documentElement.classList.contains('dark') ? 'dark' : 'light')

/**
 * The theme the page shows now: the class on <html>, which the server set from the cookie, the head script from the
 * system's preference, or the toggle. Hydration starts from what the server knew (light when it could not know).
 */
export function useTheme(): Theme {
  const { theme } = useAppConfig()
  return useSyncExternalStore(subscribe, readTheme, () => (theme === 'dark' ? 'dark' : 'light'))
}
