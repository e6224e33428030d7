'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { useTranslation } from '@/lib/i18n/react'
import { useAppConfig } from '@/lib/app-config'
import { parcelsOffered, referralsOffered } from '@/lib/settings'
import { reservationsEnabled } from '@basil/contracts/booking-rules'
import { buttonClass } from '@/modules/ui/button-class'
import { SafeImage } from '@/modules/ui/safe-image'
import { ChevronDownIcon } from '@/modules/ui/icons'
import { loginHrefFrom, useSession, useSignOut } from './session'

const ITEMS = [
  { href: '/profile', key: 'profile.title' },
  { href: '/orders', key: 'orders.title' },
  { href: '/parcels', key: 'parcels.title' },
  { href: '/wallet', key: 'wallet.title' },
  { href: '/reservations', key: 'reservations.title' },
  { href: '/referrals', key: 'referrals.title' },
  { href: '/refunds', key: 'refund.listTitle' },
  { href: '/notifications', key: 'notifications.title' },
  { href: '/settings', key: 'settings.title' },
  { href: '/be-seller', key: 'nav.beSeller' },
] as const

/**
 * The account links; "Referrals" and "Parcels" only while the operator offers them (`referral_active`,
 * `active_parcel`), "Reservations" only while `reservation_enable_for_user` is on.
 */
function useAccountItems() {
  const { settings } = useAppConfig()
  const offered = referralsOffered(settings)
  const parcels = parcelsOffered(settings)
  const reservations = reservationsEnabled(settings.reservation_enable_for_user)
  return ITEMS.filter(
    (item) =>
      (item.href !== '/referrals' || offered) &&
      (item.href !== '/parcels' || parcels) &&
      (item.href !== '/reservations' || reservations),
  )
}

/** Desktop header: the login button for visitors, the account menu (profile, orders, wallet, referrals, refunds, notifications, settings, sign out) otherwise. */
export function AccountControl({ loginLabel }: { loginLabel: string }) {
  const { signedIn } = useSession()
  const pathname = usePathname()
  if (!signedIn) {
    return (
      <Link
        href={loginHrefFrom(pathname)}
        data-testid="login-button"
        className="shrink-0 rounded-full bg-primary px-6 py-2.5 font-semibold text-primary-fg transition hover:brightness-110"
      >
        {loginLabel}
      </Link>
    )
  }
  return <UserMenu />
}

/** A menu button (WAI-ARIA menu pattern: arrow keys, Home/End, Escape returns focus to the button). */
export function UserMenu() {
  const { t } = useTranslation()
  const { user } = useSession()
  const signOut = useSignOut()
  const accountItems = useAccountItems()
  const [open, setOpen] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const menu = useRef<HTMLDivElement>(null)
  const menuId = useId()
  const name = [user?.firstname, user?.lastname].filter(Boolean).join(' ')

  const items = () => Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])
  useEffect(() => {
    if (!open) return
    items()[0]?.focus()
    const away = (event: PointerEvent) => {
      if (!menu.current?.contains(event.target as Node) && !button.current?.contains(event.target as Node))
        setOpen(false)
    }
    document.addEventListener('pointerdown', away)
    return () => document.removeEventListener('pointerdown', away)
  }, [open])

  const close = (focusButton = true) => {
    setOpen(false)
    if (focusButton) button.current?.focus()
  }
  const onMenuKey = (event: KeyboardEvent) => {
    const list = items()
    const at = list.indexOf(document.activeElement as HTMLElement)
    const move = (i: number) => list[(i + list.length) % list.length]?.focus()
    if (event.key === 'ArrowDown') move(at + 1)
    else if (event.key === 'ArrowUp') move(at - 1)
    else if (event.key === 'Home') move(0)
    else if (event.key === 'End') move(list.length - 1)
    else if (event.key === 'Escape') close()
    else if (event.key === 'Tab') close(false)
    else return
    if (event.key !== 'Tab') event.preventDefault()
  }

  return (
    <div className="relative shrink-0">
      <button
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        data-testid="user-menu-button"
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault()
            setOpen(true)
          }
        }}
        className="flex items-center gap-2 rounded-full p-1 pe-3 transition hover:bg-surface"
      >
        <SafeImage
          src={user?.img}
          alt=""
          width={36}
          height={36}
          fallback="avatar"
          className="size-9 rounded-full bg-surface object-cover"
        />
        <span className="hidden max-w-32 truncate text-sm font-semibold desk:block" data-testid="user-menu-name">
          {name}
        </span>
        {/* The visible name stays the start of the accessible name (WCAG 2.5.3); the purpose follows it. */}
        <span className="sr-only">{t('header.userMenu')}</span>
        <ChevronDownIcon size={16} className="text-muted" />
      </button>
      {open ? (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={t('header.userMenu')}
          onKeyDown={onMenuKey}
          data-testid="user-menu"
          className="absolute end-0 top-full z-50 mt-2 w-60 overflow-hidden rounded-2xl bg-card p-1.5 shadow-pop ring-1 ring-line"
        >
          {name || user?.email ? (
            <div className="px-3 py-2" role="none">
              <p className="truncate font-semibold">{name}</p>
              <p className="truncate text-xs text-muted">{user?.email ?? user?.phone}</p>
            </div>
          ) : null}
          {accountItems.map((item) => (
            <Link
              key={item.href}
              href={item.href}
              role="menuitem"
              tabIndex={-1}
              onClick={() => close(false)}
              className="block rounded-xl px-3 py-2.5 text-sm font-medium outline-none hover:bg-surface focus-visible:bg-surface"
            >
              {t(item.key)}
            </Link>
          ))}
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            data-testid="sign-out"
            onClick={() => {
              close(false)
              void signOut()
            }}
            className="block w-full rounded-xl px-3 py-2.5 text-start text-sm font-medium text-danger outline-none hover:bg-surface focus-visible:bg-surface"
          >
            {t('auth.signOut')}
          </button>
        </div>
      ) : null}
    </div>
  )
}

/** The compact header's menu drawer: the login button, or who is signed in with the account links. */
export function MobileAccountLinks({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation()
  const { signedIn, user } = useSession()
  const signOut = useSignOut()
  const pathname = usePathname()
  const accountItems = useAccountItems()
  if (!signedIn) {
    return (
      <Link href={loginHrefFrom(pathname)} onClick={onNavigate} className={buttonClass('primary', 'md', 'text-center')}>
        {t('header.login')}
      </Link>
    )
  }
  const name = [user?.firstname, user?.lastname].filter(Boolean).join(' ')
  return (
    <nav aria-label={t('header.userMenu')} className="flex flex-col gap-1 rounded-2xl bg-surface p-2">
      <div className="flex items-center gap-3 px-2 py-2">
        <SafeImage
          src={user?.img}
          alt=""
          width={40}
          height={40}
          fallback="avatar"
          className="size-10 rounded-full bg-card object-cover"
        />
        <span className="min-w-0">
          <span className="block truncate font-semibold">{name}</span>
          <span className="block truncate text-xs text-muted">{user?.email ?? user?.phone}</span>
        </span>
      </div>
      {accountItems.map((item) => (
        <Link
          key={item.href}
          href={item.href}
          onClick={onNavigate}
          className="rounded-xl px-3 py-2.5 font-medium hover:bg-card"
        >
          {t(item.key)}
        </Link>
      ))}
      <button
        type="button"
        onClick={() => {
          onNavigate()
          void signOut()
        }}
        className="rounded-xl px-3 py-2.5 text-start font-medium text-danger hover:bg-card"
      >
        {t('auth.signOut')}
      </button>
    </nav>
  )
}
