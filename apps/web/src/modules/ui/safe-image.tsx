'use client'

import { useEffect, useRef, useState } from 'react'
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

/**
 * Spec §5/§8 image rules: a source must start with '/', 'http://' or 'https://' (otherwise nothing renders and an error
 * is logged); a failed image is hidden, or swapped for the avatar placeholder. Width and height are always given so
 * nothing shifts when it loads.
 */
export function SafeImage({ src, alt, width, height, className, fallback = 'hide', priority, sizes }: SafeImageProps) {
  const [failed, setFailed] = useState(false)
  const ref = useRef<HTMLImageElement>(null)
  const invalid = typeof src === 'string' && src !== '' && !isAllowedImageSrc(src)

  useEffect(() => {
    if (invalid) console.error(`[basil] image source rejected (must start with /, http:// or https://): ${src}`)
  }, [invalid, src])

  useEffect(() => {
    // An image that failed before hydration fired its error event before React listened.
    const img = ref.current
    if (img && img.complete && img.naturalWidth === 0 && img.currentSrc) setFailed(true)
  }, [src])

  if (invalid) return null
  const usable = !failed && isAllowedImageSrc(src)
  if (!usable) {
    if (fallback !== 'avatar') return null
    return (
      <img src={AVATAR_PLACEHOLDER} alt={alt} width={width} height={height} className={className} decoding="async" />
    )
  }
  return (
    <img
      ref={ref}
      src={src}
      alt={alt}
      width={width}
      height={height}
      sizes={sizes}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => setFailed(true)}
    />
  )
}
