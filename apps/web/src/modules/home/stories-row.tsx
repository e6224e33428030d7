'use client'

import type { Story } from '@basil/contracts'
import dynamic from 'next/dynamic'
import { useState } from 'react'
import { useTranslation } from '@/lib/i18n/react'
import { SafeImage } from '@/modules/ui/safe-image'

const StoryViewer = dynamic(() => import('./story-viewer'), { ssr: false })

/** Stories: one circle per shop; opening one plays its frames. */
export function StoriesRow({ stories }: { stories: Story[][] }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState<number | null>(null)
  const groups = stories.filter((g) => g.length > 0)
  if (!groups.length) return null
  return (
    <>
      <ul
        className="no-scrollbar -mx-4 flex gap-4 overflow-x-auto px-4 py-1 sm:-mx-6 sm:px-6 desk:mx-0 desk:px-0"
        aria-label={t('home.stories')}
        data-testid="stories"
      >
        {groups.map((group, index) => {
          const first = group[0] as Story
          const title = first.title ?? ''
          return (
            <li key={`${first.shop_id}-${index}`} className="shrink-0">
              <button
                type="button"
                onClick={() => setOpen(index)}
                className="flex w-20 flex-col items-center gap-1.5 text-center"
                aria-label={t('home.storyOf', { title })}
              >
                <span className="rounded-full bg-[conic-gradient(var(--primary),#f5b93a,var(--primary))] p-[3px]">
                  <span className="block rounded-full bg-bg p-[2px]">
                    <SafeImage
                      src={first.logo_img}
                      alt=""
                      width={64}
                      height={64}
                      fallback="avatar"
                      className="size-16 rounded-full object-cover"
                    />
                  </span>
                </span>
                <span className="line-clamp-1 w-full text-xs font-medium">{title}</span>
              </button>
            </li>
          )
        })}
      </ul>
      {open !== null ? <StoryViewer groups={groups} start={open} onClose={() => setOpen(null)} /> : null}
    </>
  )
}
