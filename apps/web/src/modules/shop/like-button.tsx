'use client'

import type { Shop } from '@basil/contracts'
import { useTranslation } from '@/lib/i18n/react'
import { toast } from '@/lib/toast'
import { useStore } from '@/lib/store'
import { HeartIcon } from '@/modules/ui/icons'

type LikeButtonProps = {
  shop: Pick<Shop, 'id' | 'uuid' | 'type' | 'logo_img' | 'background_img'> & { title: string }
  className?: string
}

/** Likes a restaurant (kept by uuid in the persisted store). */
export function LikeButton({ shop, className = '' }: LikeButtonProps) {
  const { t } = useTranslation()
  const liked = useStore((s) => s.liked.some((l) => l.uuid === shop.uuid))
  const toggle = useStore((s) => s.toggleLiked)
  return (
    <button
      type="button"
      aria-pressed={liked}
      aria-label={liked ? t('shop.unlike') : t('shop.like')}
      data-testid="like-button"
      onClick={() => {
        const now = toggle({
          uuid: shop.uuid,
          id: shop.id,
          type: shop.type,
          title: shop.title,
          logo_img: shop.logo_img,
          background_img: shop.background_img,
        })
        toast.success(now ? t('toast.liked') : t('toast.unliked'))
      }}
      className={`grid size-10 place-items-center rounded-full bg-card/95 shadow-card transition hover:scale-105 ${liked ? 'text-danger' : 'text-fg'} ${className}`}
    >
      <HeartIcon size={18} fill={liked ? 'currentColor' : 'none'} />
    </button>
  )
}
