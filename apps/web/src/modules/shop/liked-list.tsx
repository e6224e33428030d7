'use client'

import Link from 'next/link'
import { useTranslation } from '@/lib/i18n/react'
import { useStore } from '@/lib/store'
import { HeartIcon } from '@/modules/ui/icons'
import { SafeImage } from '@/modules/ui/safe-image'
import { LikeButton } from './like-button'
import { shopHref } from './shop-format'

/** The liked restaurants kept in this browser. */
export function LikedList() {
  const { t } = useTranslation()
  const liked = useStore((s) => s.liked)
  if (!liked.length) {
    return (
      <div
        className="flex flex-col items-center gap-3 rounded-3xl bg-surface px-6 py-14 text-center"
        data-testid="liked-empty"
      >
        <HeartIcon size={32} className="text-muted" />
        <p className="font-bold">{t('liked.empty')}</p>
        <p className="text-sm text-muted">{t('liked.emptyHint')}</p>
      </div>
    )
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="liked-list">
      {liked.map((shop) => (
        <li
          key={shop.uuid}
          className="relative flex items-center gap-4 rounded-2xl bg-card p-3 ring-1 ring-line"
          data-testid="liked-shop"
        >
          <SafeImage
            src={shop.logo_img}
            alt=""
            width={64}
            height={64}
            className="size-16 shrink-0 rounded-xl bg-surface object-cover"
          />
          <h2 className="min-w-0 flex-1 truncate font-bold">
            <Link href={shopHref(shop)} className="after:absolute after:inset-0 after:content-['']">
              {shop.title}
            </Link>
          </h2>
          <LikeButton shop={shop} className="relative z-10 shadow-none ring-1 ring-line" />
        </li>
      ))}
    </ul>
  )
}
