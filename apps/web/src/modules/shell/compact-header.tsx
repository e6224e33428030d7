'use client'

import Link from 'next/link'
import type { TFunction } from '@/lib/i18n/translate'
import { useUiStore } from '@/lib/ui-store'
import { MenuIcon, SearchIcon } from '@/modules/ui/icons'
import { Logo } from '@/modules/ui/logo'
import { AddressButton } from './address-button'
import { ChatLink } from '@/modules/chat'
import { BellButton } from './bell-button'
import { EdgeSwipe } from './edge-swipe'

const preloadSearch = () => void import('@/modules/search/search-overlay')
const preloadMenu = () => void import('./mobile-menu')

/** Spec §2 compact header (below 1140 px): menu button, logo, bell, address, and a search button (full-screen search). */
export function CompactHeader({ t }: { t: TFunction }) {
  const setMenuOpen = useUiStore((s) => s.setMenuOpen)
  const setSearchOpen = useUiStore((s) => s.setSearchOpen)
  const iconButton = 'grid size-11 place-items-center rounded-full text-fg transition hover:bg-surface'
  return (
    <div data-testid="header-compact" className="desk:hidden">
      <EdgeSwipe />
      <div className="mx-auto flex h-header-row max-w-5xl items-center gap-1 px-2 sm:px-4">
        <button
          type="button"
          className={iconButton}
          aria-label={t('header.menu')}
          data-testid="menu-button"
          onPointerEnter={preloadMenu}
          onClick={() => setMenuOpen(true)}
        >
          <MenuIcon />
        </button>
        <Link href="/" aria-label={t('a11y.home')} className="ms-1 rounded-lg">
          <Logo height={26} />
        </Link>
        <div className="ms-auto hidden max-w-72 flex-1 sm:block">
          <AddressButton variant="compact" />
        </div>
        <button
          type="button"
          className={`${iconButton} sm:ms-1 ms-auto`}
          aria-label={t('header.searchButton')}
          data-testid="search-button"
          onPointerEnter={preloadSearch}
          onFocus={preloadSearch}
          onClick={() => setSearchOpen(true)}
        >
          <SearchIcon />
        </button>
        <ChatLink />
        <BellButton />
      </div>
      {/* A fixed height (globals.css): the shop's sticky category bar sits right under this header on a phone. */}
      <div className="h-header-address px-3 pb-2.5 sm:hidden">
        <AddressButton variant="compact" />
      </div>
    </div>
  )
}
