'use client'

import { useRouter } from 'next/navigation'
import { useId, useTransition } from 'react'
import { useTranslation } from '@/lib/i18n/react'
import { toast } from '@/lib/toast'
import { writePreferenceCookie } from '@/lib/cookies'
import { COOKIE } from '@/lib/preferences'
import { useStore } from '@/lib/store'
import { ChevronDownIcon } from '@/modules/ui/icons'
import { useAppConfig } from '@/lib/app-config'

const selectClass =
  'w-full appearance-none rounded-xl border border-line bg-card py-2.5 ps-3 pe-9 text-sm font-medium text-fg transition hover:border-muted disabled:opacity-60'

function Select({
  label,
  value,
  onChange,
  options,
  pending,
  testId,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  options: { value: string; label: string }[]
  pending: boolean
  testId: string
}) {
  const id = useId()
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-xs font-semibold uppercase tracking-wide text-muted">
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          value={value}
          disabled={pending}
          data-testid={testId}
          onChange={(e) => onChange(e.target.value)}
          className={selectClass}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon size={16} className="pointer-events-none absolute end-3 top-1/2 -translate-y-1/2 text-muted" />
      </div>
    </div>
  )
}

/** Language: saved in a cookie, then the server renders the page again in it (lang, dir and texts together). */
export function LanguageSelect() {
  const { t } = useTranslation()
  const { languages, lang } = useAppConfig()
  const router = useRouter()
  const [pending, startTransition] = useTransition()
  return (
    <Select
      label={t('settings.language')}
      value={lang}
      pending={pending}
      testId="language-select"
      options={languages.map((l) => ({ value: l.locale, label: l.title }))}
      onChange={(locale) => {
        writePreferenceCookie(COOKIE.lang, locale)
        startTransition(() => router.refresh())
      }}
    />
  )
}

/** Currency: kept in the local store and a cookie so server-rendered prices use it too. */
export function CurrencySelect() {
  const { t } = useTranslation()
  const { currencies, currency } = useAppConfig()
  const setCurrency = useStore((s) => s.setCurrency)
  const router = useRouter()
  const [pending, startTransition] = useTransition()
  return (
    <Select
      label={t('settings.currency')}
      value={String(currency.id)}
      pending={pending}
      testId="currency-select"
      options={currencies.map((c) => ({ value: String(c.id), label: `${c.title} (${c.symbol})` }))}
      onChange={(id) => {
        const next = currencies.find((c) => String(c.id) === id)
        if (!next) return
        setCurrency(
          next,
          currencies.find((c) => c.default),
        )
        writePreferenceCookie(COOKIE.currency, id)
        startTransition(() => router.refresh())
        toast.success(t('toast.currencyChanged'))
      }}
    />
  )
}
