'use client'

import Link from 'next/link'
import { usePathname, useRouter } from 'next/navigation'
import type { TFunction } from '@/lib/i18n/translate'
import { resolveBackTarget } from '@/lib/layout-rules'
import { ArrowLeftIcon } from '@/modules/ui/icons'
import { Logo } from '@/modules/ui/logo'
import { ThemeToggle } from './theme-toggle'

const TITLES: [string, string][] = [
  ['checkout', 'nav.checkout'],
  ['profile', 'nav.profile'],
  ['settings', 'nav.settings'],
  ['help', 'nav.help'],
  ['orders', 'nav.orders'],
  ['be-seller', 'nav.beSeller'],
]

/** Spec §2 back header: Back goes to /orders from an order page, one step back from checkout, to / otherwise. */
export function BackHeader({ t }: { t: TFunction }) {
  const pathname = usePathname()
  const router = useRouter()
  const target = resolveBackTarget(pathname)
  const titleKey = TITLES.find(([marker]) => pathname.includes(marker))?.[1]
  const backClass =
    'inline-flex items-center gap-2 rounded-full py-2 pe-4 ps-2 font-semibold transition hover:bg-surface'
  const icon = <ArrowLeftIcon className="rtl:-scale-x-100" />
  return (
    <div
      data-testid="header-back"
      className="mx-auto flex h-16 max-w-[1320px] items-center gap-3 px-3 desk:h-20 desk:px-8"
    >
      {target.kind === 'history' ? (
        <button type="button" onClick={() => router.back()} className={backClass} data-testid="back-button">
          {icon}
          {t('header.back')}
        </button>
      ) : (
        <Link href={target.href} className={backClass} data-testid="back-button">
          {icon}
          {t('header.back')}
        </Link>
      )}
      <span className="min-w-0 flex-1 truncate text-lg font-bold">{titleKey ? t(titleKey) : null}</span>
      <Link href="/" aria-label={t('a11y.home')} className="hidden rounded-lg sm:block">
        <Logo height={26} />
      </Link>
      <ThemeToggle />
    </div>
  )
}
