import type { Metadata } from 'next'
import { getRequestContext } from '@/lib/api/request-context'
import { getT } from '@/lib/i18n/server'
import { NotificationSettings } from '@/modules/account/notification-settings'
import { CurrencySelect, LanguageSelect } from '@/modules/shell/preference-controls'
import { ThemeToggle } from '@/modules/shell/theme-toggle'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT()
  return { title: t('settings.title'), robots: { index: false } }
}

export default async function SettingsPage() {
  const [t, ctx] = await Promise.all([getT(), getRequestContext()])
  return (
    <div className="mx-auto w-full max-w-xl px-4 pb-10 pt-8 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight">{t('settings.title')}</h1>
      <div className="mt-8 flex flex-col gap-5 rounded-3xl bg-card p-6 ring-1 ring-line">
        <LanguageSelect />
        <CurrencySelect />
        <div className="flex items-center justify-between">
          <span className="text-xs font-semibold uppercase tracking-wide text-muted">{t('settings.theme')}</span>
          <ThemeToggle className="ring-1 ring-line" />
        </div>
      </div>
      {ctx.accessToken ? (
        <div className="mt-6 rounded-3xl bg-card p-6 ring-1 ring-line">
          <NotificationSettings />
        </div>
      ) : null}
    </div>
  )
}
