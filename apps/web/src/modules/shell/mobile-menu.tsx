'use client'

import Link from 'next/link'
import { useTranslation } from '@/lib/i18n/react'
import { useUiStore } from '@/lib/ui-store'
import { MobileAccountLinks } from '@/modules/account/user-menu'
import { Drawer } from '@/modules/ui/drawer'
import { Logo } from '@/modules/ui/logo'
import { useAppConfig } from '@/lib/app-config'
import { COMPANY_LINKS, EXPLORE_LINKS, SUPPORT_LINKS } from './nav-links'
import { CurrencySelect, LanguageSelect } from './preference-controls'
import { ThemeToggle } from './theme-toggle'

/** The compact header's menu: a side drawer with navigation and preferences. */
export default function MobileMenu() {
  const { t } = useTranslation()
  const { dir } = useAppConfig()
  const open = useUiStore((s) => s.menuOpen)
  const setOpen = useUiStore((s) => s.setMenuOpen)
  const close = () => setOpen(false)
  const groups = [
    { title: t('footer.explore'), links: EXPLORE_LINKS },
    { title: t('footer.company'), links: COMPANY_LINKS },
    { title: t('footer.support'), links: SUPPORT_LINKS },
  ]
  return (
    <Drawer open={open} onOpenChange={setOpen} title={t('header.menu')} hideTitle side="start" dir={dir}>
      <div className="flex flex-col gap-6 pb-6">
        <Logo height={28} />
        <MobileAccountLinks onNavigate={close} />
        <nav aria-label={t('a11y.mainNav')} className="flex flex-col gap-5">
          {groups.map((g) => (
            <div key={g.title}>
              <p className="mb-1 text-xs font-semibold uppercase tracking-wide text-muted">{g.title}</p>
              <ul>
                {g.links.map((l) => (
                  <li key={l.href}>
                    <Link
                      href={l.href}
                      onClick={close}
                      className="block rounded-lg py-2 font-medium hover:text-primary-ink"
                    >
                      {t(l.key)}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <div className="flex flex-col gap-3 border-t border-line pt-5">
          <LanguageSelect />
          <CurrencySelect />
          <div className="flex items-center justify-between">
            <span className="text-sm font-medium">{t('settings.theme')}</span>
            <ThemeToggle />
          </div>
        </div>
      </div>
    </Drawer>
  )
}
