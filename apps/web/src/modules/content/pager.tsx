import type { TFunction } from '@/lib/i18n/translate'
import Link from 'next/link'
import { ChevronLeftIcon, ChevronRightIcon } from '@/modules/ui/icons'

/** Numbered pages for server-rendered lists (plain links: crawlable, and they work without JavaScript). */
export function Pager({
  basePath,
  current,
  last,
  t,
}: {
  basePath: string
  current: number
  last: number
  t: TFunction
}) {
  if (last <= 1) return null
  const href = (p: number) => (p === 1 ? basePath : `${basePath}?page=${p}`)
  const pages = Array.from({ length: last }, (_, i) => i + 1).filter(
    (p) => p === 1 || p === last || Math.abs(p - current) <= 2,
  )
  const item = 'grid h-10 min-w-10 place-items-center rounded-full px-3 text-sm font-semibold'
  return (
    <nav aria-label={t('common.loadMore')} className="mt-10 flex justify-center">
      <ul className="flex items-center gap-1">
        {current > 1 ? (
          <li>
            <Link href={href(current - 1)} className={`${item} hover:bg-surface`} aria-label={t('home.scrollPrev')}>
              <ChevronLeftIcon size={18} className="rtl:-scale-x-100" />
            </Link>
          </li>
        ) : null}
        {pages.map((p) => (
          <li key={p}>
            <Link
              href={href(p)}
              aria-current={p === current ? 'page' : undefined}
              className={`${item} ${p === current ? 'bg-fg text-bg' : 'hover:bg-surface'}`}
            >
              {p}
            </Link>
          </li>
        ))}
        {current < last ? (
          <li>
            <Link href={href(current + 1)} className={`${item} hover:bg-surface`} aria-label={t('home.scrollNext')}>
              <ChevronRightIcon size={18} className="rtl:-scale-x-100" />
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
