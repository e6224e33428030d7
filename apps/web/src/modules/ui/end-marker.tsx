'use client'

import { useEffect, useRef } from 'react'

/** Spec §9 infinite scroll: when this marker comes into view (20 px margin, threshold 0) the next page loads. */
export function EndMarker({ onVisible, disabled }: { onVisible: () => void; disabled?: boolean }) {
  const ref = useRef<HTMLDivElement>(null)
  const callback = useRef(onVisible)
  callback.current = onVisible
  useEffect(() => {
    const el = ref.current
    if (!el || disabled) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) callback.current()
      },
      { rootMargin: '20px', threshold: 0 },
    )
    observer.observe(el)
    return () => observer.disconnect()
  }, [disabled])
  return <div ref={ref} data-testid="end-marker" aria-hidden="true" className="h-px w-px shrink-0" />
}
