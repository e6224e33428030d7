/** Spec §2: pages that show the back header instead of the main header (matched anywhere in the path). */
const BACK_HEADER_MARKERS = ['checkout', 'profile', 'settings', 'help', 'orders/', 'be-seller'] as const

/** Spec §2: pages that load only translations, without the persisted-state shell. */
export const BARE_ROUTES = [
  'register',
  'login',
  'reset-password',
  'verify-phone',
  'update-password',
  'update-details',
  'welcome',
] as const

export type HeaderKind = 'main' | 'back'

export function pickHeader(pathname: string): HeaderKind {
  return BACK_HEADER_MARKERS.some((marker) => pathname.includes(marker)) ? 'back' : 'main'
}

/** Spec §2: Back goes to /orders from an order page, one step back from checkout, and to / otherwise. */
export function resolveBackTarget(pathname: string): { kind: 'href'; href: string } | { kind: 'history' } {
  if (pathname.includes('orders')) return { kind: 'href', href: '/orders' }
  if (pathname.includes('checkout')) return { kind: 'history' }
  return { kind: 'href', href: '/' }
}

export function isBareRoute(pathname: string): boolean {
  const first = pathname.split('/').filter(Boolean)[0] ?? ''
  return (BARE_ROUTES as readonly string[]).includes(first)
}

export type UiVariant = 1 | 2 | 3 | 4

/** Spec §2/§9: query parameter v picks a UI variant among 1..4; anything else is variant 1. */
export function resolveUiVariant(v: string | string[] | undefined | null): UiVariant {
  const raw = Array.isArray(v) ? v[0] : v
  const n = Number(raw)
  return n === 1 || n === 2 || n === 3 || n === 4 ? n : 1
}

export type ScreenLayout = 'classic' | 'modern'

/** Spec §2: the ui_type setting picks one screen's layout: 1 is one variant, 2 to 4 share another, unknown is 1. */
export function resolveScreenLayout(uiType: string | number | null | undefined): ScreenLayout {
  const n = Number(uiType)
  return n === 2 || n === 3 || n === 4 ? 'modern' : 'classic'
}
