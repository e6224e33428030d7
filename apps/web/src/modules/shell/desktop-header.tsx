import Link from 'next/link'
import type { TFunction } from '@/lib/i18n/translate'
import { AccountControl } from '@/modules/account/user-menu'
import { HeaderSearch } from '@/modules/search/header-search'
import { Logo } from '@/modules/ui/logo'
import { AddressButton } from './address-button'
import { ChatLink } from '@/modules/chat'
import { BellButton } from './bell-button'
import { ThemeToggle } from './theme-toggle'

/** Spec §2 desktop header (from 1140 px): logo, search bar, delivery address, theme toggle, bell, and the login button or the account menu. */
export function DesktopHeader({ t }: { t: TFunction }) {
  return (
    <div data-testid="header-desktop" className="hidden desk:block">
      <div className="mx-auto flex h-20 max-w-[1320px] items-center gap-6 px-8">
        <Link href="/" aria-label={t('a11y.home')} className="shrink-0 rounded-lg">
          <Logo height={32} />
        </Link>
        <div className="min-w-0 flex-1">
          <HeaderSearch />
        </div>
        <AddressButton />
        <div className="flex items-center gap-1">
          <ThemeToggle />
          <ChatLink />
          <BellButton />
        </div>
        <AccountControl loginLabel={t('header.login')} />
      </div>
    </div>
  )
}
