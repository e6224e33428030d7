'use client'

import type { Blog } from '@basil/contracts'
import { usePathname, useRouter, useSearchParams } from 'next/navigation'
import type { ReactNode } from 'react'
import { useTranslation } from '@/lib/i18n/react'
import { formatDate } from '@/lib/date'
import { useAppConfig } from '@/lib/app-config'
import { Dialog } from '@/modules/ui/dialog'
import { SafeImage } from '@/modules/ui/safe-image'

/**
 * Spec §2: /?news={uuid} opens that news item; closing it drops the parameter. The body (`children`) is the post's
 * text rendered on the server (RichText), so the HTML sanitiser never ships to browsers.
 */
export function NewsDialog({ news, children }: { news: Blog; children?: ReactNode }) {
  const { t } = useTranslation()
  const { timeZone } = useAppConfig()
  const router = useRouter()
  const pathname = usePathname()
  const params = useSearchParams()
  const open = params.get('news') === news.uuid
  const close = () => {
    const next = new URLSearchParams(params.toString())
    next.delete('news')
    const qs = next.toString()
    router.replace(qs ? `${pathname}?${qs}` : pathname, { scroll: false })
  }
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => !o && close()}
      title={news.translation?.title ?? t('news.title')}
      size="md"
    >
      <div className="flex flex-col gap-4 px-6 pb-6 pt-4" data-testid="news-dialog">
        {news.img ? (
          // Its 16:9 box is reserved and tinted until the picture arrives; opened by a link, it is the dialog's main
          // content, so it is fetched first.
          <SafeImage
            src={news.img}
            alt=""
            width={640}
            height={360}
            priority
            className="aspect-video w-full rounded-2xl bg-surface object-cover"
          />
        ) : null}
        <time className="text-sm text-muted" dateTime={news.published_at ?? news.created_at}>
          {formatDate(news.published_at ?? news.created_at, timeZone)}
        </time>
        {news.translation?.short_desc ? <p className="font-medium">{news.translation.short_desc}</p> : null}
        {children}
      </div>
    </Dialog>
  )
}
