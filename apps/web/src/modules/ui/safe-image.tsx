'use client'

import type { SyntheticEvent } from 'react'
import { AVATAR_PLACEHOLDER, isAllowedImageSrc } from '@/lib/image'

type SafeImageProps = {
  src: string | null | undefined
  alt: string
  width: number
  height: number
  className?: string
  /** What a missing or failed image becomes: nothing (the default), or the avatar placeholder. */
  fallback?: 'hide' | 'avatar'
  /** Above the fold: load eagerly with high priority (the page's largest image). */
  priority?: boolean
  sizes?: string
}

/** Applied to a broken image: hidden, or swapped for the avatar placeholder. Also used for images that broke before
 * React was listening (see repairBrokenImages). */
export function handleBrokenImage(img: HTMLImageElement): void {
  if (img.dataset.fallback === 'avatar') {
    if (!img.src.endsWith(AVATAR_PLACEHOLDER)) img.src = AVATAR_PLACEHOLDER
  } else {
    img.hidden = true
  }
}

/** Images that failed before hydration fired their error event too early for React: fix them up once. */
export function repairBrokenImages(): void {
  document.querySelectorAll<HTMLImageElement>('img[data-fallback]').forEach((img) => {
    if (img.complete && img.naturalWidth === 0 && img.currentSrc) handleBrokenImage(img)
  })
}

/**
 * Spec §5/§8 image rules: a source must start with '/', 'http://' or 'https://' (otherwise nothing renders and an error
 * is logged); a failed image is hidden, or swapped for the avatar placeholder. Width and height are always given so
 * nothing shifts when it loads. No state or effects: a page full of images hydrates cheaply.
 */
export function SafeImage({ src, alt, width, height, className, fallback = 'hide', priority, sizes }: SafeImageProps) {
  if (typeof src === 'string' && src !== '' && !isAllowedImageSrc(src)) {
    if (typeof window !== 'undefined')
      console.error(`[basil] image source rejected (must start with /, http:// or https://): ${src}`)
    return null
  }
  const usable = isAllowedImageSrc(src)
  if (!usable && fallback !== 'avatar') return null
  return (
    <img
      src={usable ? src : AVATAR_PLACEHOLDER}
      alt={alt}
      width={width}
      height={height}
      sizes={sizes}
      className={className}
      data-fallback={fallback}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      // The page's largest image is painted in the frame it arrives in: an async decode can push it to a later frame,
      // after the scripts that start the page (LCP "render delay"). Smaller images decode off the main thread.
      decoding={priority ? 'sync' : 'async'}
      onError={(e: SyntheticEvent<HTMLImageElement>) => handleBrokenImage(e.currentTarget)}
    />
  )
}
