'use client'

import type { Story } from '@basil/contracts'
import Link from 'next/link'
import { useEffect, useState } from 'react'
import { useTranslation } from '@/lib/i18n/react'
import { Dialog } from '@/modules/ui/dialog'
import { ChevronLeftIcon, ChevronRightIcon } from '@/modules/ui/icons'
import { SafeImage } from '@/modules/ui/safe-image'

const FRAME_MS = 5000

/** Plays a shop's story frames (5 s each), then the next shop's; arrows and buttons step through them. */
export default function StoryViewer({
  groups,
  start,
  onClose,
}: {
  groups: Story[][]
  start: number
  onClose: () => void
}) {
  const { t } = useTranslation()
  const [pos, setPos] = useState({ group: start, frame: 0 })
  const group = groups[pos.group] ?? []
  const frame = group[pos.frame]

  const step = (forward: boolean) => {
    setPos((p) => {
      const g = groups[p.group] ?? []
      if (forward) {
        if (p.frame + 1 < g.length) return { group: p.group, frame: p.frame + 1 }
        if (p.group + 1 < groups.length) return { group: p.group + 1, frame: 0 }
        onClose()
        return p
      }
      if (p.frame > 0) return { group: p.group, frame: p.frame - 1 }
      if (p.group > 0) return { group: p.group - 1, frame: 0 }
      return p
    })
  }

  useEffect(() => {
    const timer = setTimeout(() => step(true), FRAME_MS)
    return () => clearTimeout(timer)
    // Restarts on every frame change (step reads the latest position through setPos).
  }, [pos])

  if (!frame) return null
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={t('home.storyOf', { title: frame.title ?? '' })}
      hideTitle
      size="sm"
      className="bg-black text-white"
    >
      <div
        className="relative aspect-[9/16] max-h-[80dvh] w-full"
        onKeyDown={(e) => {
          if (e.key === 'ArrowRight') step(true)
          if (e.key === 'ArrowLeft') step(false)
        }}
      >
        <SafeImage
          src={frame.url}
          alt={frame.product_title ?? frame.title ?? ''}
          width={360}
          height={640}
          className="size-full object-cover"
        />
        <div
          className="absolute inset-x-3 top-3 flex gap-1"
          aria-label={t('home.storyProgress', { current: pos.frame + 1, total: group.length })}
          role="img"
        >
          {group.map((_, i) => (
            <span key={i} className={`h-1 flex-1 rounded-full ${i <= pos.frame ? 'bg-white' : 'bg-white/40'}`} />
          ))}
        </div>
        <div className="absolute inset-x-3 top-6 flex items-center gap-2 text-sm font-semibold drop-shadow">
          <SafeImage
            src={frame.logo_img}
            alt=""
            width={32}
            height={32}
            fallback="avatar"
            className="size-8 rounded-full object-cover"
          />
          {frame.title}
        </div>
        <button
          type="button"
          onClick={() => step(false)}
          aria-label={t('home.prevFrame')}
          className="absolute start-2 top-1/2 grid size-10 -translate-y-1/2 place-items-center rounded-full bg-black/40"
        >
          <ChevronLeftIcon className="rtl:-scale-x-100" />
        </button>
        <button
          type="button"
          onClick={() => step(true)}
          aria-label={t('home.nextFrame')}
          className="absolute end-2 top-1/2 grid size-10 -translate-y-1/2 place-items-center rounded-full bg-black/40"
        >
          <ChevronRightIcon className="rtl:-scale-x-100" />
        </button>
        {frame.product_uuid ? (
          <Link
            href={`/shop/${frame.shop_id}?product=${frame.product_uuid}`}
            onClick={onClose}
            className="absolute inset-x-6 bottom-6 rounded-full bg-white px-5 py-3 text-center font-semibold text-black"
          >
            {frame.product_title ?? t('home.openProduct')}
          </Link>
        ) : null}
      </div>
    </Dialog>
  )
}
