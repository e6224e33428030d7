import Link from 'next/link'
import { getGlobalData } from '@/lib/api/global'
import { getT } from '@/lib/i18n/server'
import { footerTextIn } from '@/lib/settings'
import { AppleIcon, FacebookIcon, InstagramIcon, PlayIcon, TwitterIcon } from '@/modules/ui/icons'
import { Logo } from '@/modules/ui/logo'
import { COMPANY_LINKS, EXPLORE_LINKS, SUPPORT_LINKS } from './nav-links'
import { CurrencySelect, LanguageSelect } from './preference-controls'

function isHttpUrl(value: string | undefined): value is string {
  return !!value && /^https?:\/\//.test(value)
}

/** The footer: the settings' footer text, social and app links, contacts, content pages and preferences. */
export async function SiteFooter() {
  const t = await getT()
  const { settings, language, languages } = await getGlobalData()
  const footerText =
    footerTextIn(settings, language.locale, languages.find((l) => l.default)?.locale) || t('footer.text')
  const socials = [
    { key: 'instagram', href: settings.instagram, Icon: InstagramIcon, label: 'Instagram' },
    { key: 'facebook', href: settings.facebook, Icon: FacebookIcon, label: 'Facebook' },
    { key: 'twitter', href: settings.twitter, Icon: TwitterIcon, label: 'X (Twitter)' },
  ].filter((s) => isHttpUrl(s.href))
  const apps = [
    { key: 'ios', href: settings.customer_app_ios, Icon: AppleIcon, label: t('footer.appStore') },
    { key: 'android', href: settings.customer_app_android, Icon: PlayIcon, label: t('footer.googlePlay') },
  ].filter((a) => isHttpUrl(a.href))
  const columns = [
    { title: t('footer.explore'), links: EXPLORE_LINKS },
    { title: t('footer.company'), links: COMPANY_LINKS },
    { title: t('footer.support'), links: SUPPORT_LINKS },
  ]
  const year = new Date().getFullYear()
  return (
    <footer className="mt-16 border-t border-line bg-surface" data-testid="site-footer">
      <div className="mx-auto grid max-w-[1320px] gap-10 px-4 py-12 sm:px-6 desk:grid-cols-[1.4fr_repeat(3,1fr)_1.1fr] desk:px-8">
        <div className="flex flex-col gap-4">
          <Link href="/" aria-label={t('a11y.home')} className="w-fit rounded-lg">
            <Logo height={30} />
          </Link>
          <p className="max-w-xs text-sm leading-relaxed text-muted" data-testid="footer-text">
            {footerText}
          </p>
          {socials.length ? (
            <ul className="flex gap-2" aria-label={t('footer.follow')}>
              {socials.map(({ key, href, Icon, label }) => (
                <li key={key}>
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={label}
                    data-testid={`social-${key}`}
                    className="grid size-10 place-items-center rounded-full bg-card text-fg ring-1 ring-line transition hover:text-primary-ink"
                  >
                    <Icon size={18} />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <nav aria-label={t('a11y.footerNav')} className="contents">
          {columns.map((col) => (
            <div key={col.title}>
              <h2 className="mb-3 text-sm font-bold">{col.title}</h2>
              <ul className="flex flex-col gap-2 text-sm">
                {col.links.map((l) => (
                  <li key={l.href}>
                    <Link href={l.href} className="text-muted transition hover:text-fg">
                      {t(l.key)}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <div className="flex flex-col gap-4">
          {apps.length ? (
            <div>
              <h2 className="mb-3 text-sm font-bold">{t('footer.getApp')}</h2>
              <div className="flex flex-wrap gap-2">
                {apps.map(({ key, href, Icon, label }) => (
                  <a
                    key={key}
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    data-testid={`app-${key}`}
                    className="inline-flex items-center gap-2 rounded-xl bg-fg px-3.5 py-2 text-sm font-semibold text-bg transition hover:opacity-90"
                  >
                    <Icon size={18} />
                    {label}
                  </a>
                ))}
              </div>
            </div>
          ) : null}
          <LanguageSelect />
          <CurrencySelect />
        </div>
      </div>
      <div className="border-t border-line">
        <div className="mx-auto flex max-w-[1320px] flex-col gap-2 px-4 py-5 text-sm text-muted sm:flex-row sm:items-center sm:justify-between sm:px-6 desk:px-8">
          <p>
            © {year} {settings.title || t('app.name')}. {t('footer.rights')}
          </p>
          <p className="flex flex-wrap gap-x-4 gap-y-1">
            {settings.phone ? (
              <a href={`tel:${settings.phone.replace(/[^\d+]/g, '')}`} dir="ltr">
                {settings.phone}
              </a>
            ) : null}
            {settings.email ? <a href={`mailto:${settings.email}`}>{settings.email}</a> : null}
            {settings.address ? <span>{settings.address}</span> : null}
          </p>
        </div>
      </div>
    </footer>
  )
}
