// The storefront's button looks as class strings: one per role and size, so screens stop repeating them. Plain module
// (no 'use client'), so server components (not-found pages, the welcome page) style their links with it too.

const VARIANTS = {
  /** The page's main action (a filled pill in the brand colour). */
  primary: 'rounded-full bg-primary font-semibold text-primary-fg transition hover:brightness-110',
  /** A second action beside the main one (an outlined pill). */
  secondary: 'rounded-full font-semibold ring-1 ring-line transition hover:bg-surface',
  /** Confirms something that cannot be undone (cancel an order). */
  danger: 'rounded-full bg-danger font-semibold text-white',
} as const

const SIZES = {
  /** A whole screen's one action (not found, sign in needed, try again). */
  lg: 'px-8 py-3 disabled:opacity-70',
  md: 'px-6 py-3 disabled:opacity-70',
  sm: 'px-5 py-2.5 text-sm disabled:opacity-50',
} as const

export type ButtonVariant = keyof typeof VARIANTS
export type ButtonSize = keyof typeof SIZES

/** The class of a button (or a link that looks like one) of this variant and size, plus layout classes. */
export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra = ''): string {
  return [VARIANTS[variant], SIZES[size], extra].filter(Boolean).join(' ')
}
