import type { ReactNode } from 'react'
import { getDisplayTimeZone } from '@/lib/api/time-zone'
import { formatDate } from '@/lib/date'
import { SafeImage } from '@/modules/ui/safe-image'
import { RichText } from './rich-text'

type TextPageProps = {
  title: string
  html?: string | null
  img?: string | null
  updatedAt?: string | null
  updatedLabel?: (date: string) => string
  children?: ReactNode
  empty: string
}

/** A page of operator-written text (about, delivery, privacy policy, terms). */
export async function TextPage({ title, html, img, updatedAt, updatedLabel, children, empty }: TextPageProps) {
  const timeZone = await getDisplayTimeZone()
  return (
    <article className="mx-auto w-full max-w-3xl px-4 pb-10 pt-8 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
      {updatedAt && updatedLabel ? (
        <p className="mt-2 text-sm text-muted">{updatedLabel(formatDate(updatedAt, timeZone))}</p>
      ) : null}
      {img ? (
        <SafeImage
          src={img}
          alt=""
          width={768}
          height={384}
          priority
          className="mt-6 aspect-[2/1] w-full rounded-3xl bg-surface object-cover"
        />
      ) : null}
      {html ? <RichText html={html} className="mt-6 text-fg/90" /> : <p className="mt-6 text-muted">{empty}</p>}
      {children}
    </article>
  )
}
