'use client'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import type { ComponentProps, FocusEvent, PointerEvent, TouchEvent } from 'react'

/**
 * A link for lists of many (cards, chips, banners): not prefetched when it scrolls into view, where dozens of them
 * would each ask the server to render a page while this one is still starting up, but as soon as the person shows
 * the intent to follow it (pointer over it, keyboard focus, a finger down), which still leaves the route warm by the
 * time of the click.
 */
export function IntentLink({ href, onPointerEnter, onFocus, onTouchStart, ...props }: ComponentProps<typeof Link>) {
  const router = useRouter()
  const warm = () => {
    if (typeof href === 'string') router.prefetch(href)
  }
  return (
    <Link
      {...props}
      href={href}
      prefetch={false}
      onPointerEnter={(event: PointerEvent<HTMLAnchorElement>) => {
        warm()
        onPointerEnter?.(event)
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        warm()
        onFocus?.(event)
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        warm()
        onTouchStart?.(event)
      }}
    />
  )
}
