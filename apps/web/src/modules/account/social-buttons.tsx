'use client'

import { useSearchParams } from 'next/navigation'
import { useAppConfig } from '@/lib/app-config'
import { useTranslation } from '@/lib/i18n/react'
import { readSocialSignIns, type SocialProvider } from '@/lib/social-sign-in'

/** The providers' marks, drawn in their own colours (Facebook's on its blue, Apple's in the text colour). */
function ProviderMark({ provider }: { provider: SocialProvider }) {
  if (provider === 'google')
    return (
      <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
        <path
          fill="#4285F4"
          d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.5h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.8Z"
        />
        <path
          fill="#34A853"
          d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24Z"
        />
        <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8l4-3.1Z" />
        <path
          fill="#EA4335"
          d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.9 3.6-4.9 6.7-4.9Z"
        />
      </svg>
    )
  if (provider === 'facebook')
    return (
      <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
        <path
          fill="#1877F2"
          d="M24 12a12 12 0 1 0-13.9 11.9v-8.4H7.1V12h3V9.4c0-3 1.8-4.7 4.5-4.7 1.3 0 2.7.2 2.7.2v2.9h-1.5c-1.5 0-2 .9-2 1.9V12h3.4l-.5 3.5h-2.9v8.4A12 12 0 0 0 24 12Z"
        />
      </svg>
    )
  return (
    <svg viewBox="0 0 24 24" className="size-5 fill-current" aria-hidden="true">
      <path d="M16.4 12.6c0-2.6 2.1-3.8 2.2-3.9a4.8 4.8 0 0 0-3.8-2c-1.6-.2-3.1.9-3.9.9-.8 0-2-.9-3.4-.9a5 5 0 0 0-4.2 2.6c-1.8 3.1-.5 7.7 1.3 10.2.9 1.2 1.9 2.6 3.2 2.6 1.3-.1 1.8-.8 3.3-.8 1.6 0 2 .8 3.4.8 1.4 0 2.3-1.3 3.1-2.5 1-1.4 1.4-2.8 1.4-2.9 0 0-2.6-1-2.6-4.1ZM13.9 5c.7-.9 1.2-2 1-3.2-1 0-2.2.7-3 1.5-.6.7-1.2 1.9-1 3.1 1.1 0 2.3-.6 3-1.4Z" />
    </svg>
  )
}

const NAMES: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook', apple: 'Apple' }

/**
 * Spec §6: "Continue with Google / Facebook / Apple" where the operator switched the provider on and the API accepts
 * its tokens. Plain links (not client navigation): the web server starts the provider's sign-in page.
 */
export function SocialButtons({ next }: { next: string }) {
  const { t } = useTranslation()
  const { settings } = useAppConfig()
  const params = useSearchParams()
  const providers = readSocialSignIns(settings)
  if (providers.length === 0) return null
  const query = new URLSearchParams()
  if (next !== '/') query.set('next', next)
  const referral = params.get('referral')
  if (referral) query.set('referral', referral)
  const search = query.size ? `?${query.toString()}` : ''
  return (
    <div className="flex flex-col gap-3" data-testid="social-sign-in">
      <p className="flex items-center gap-3 text-sm text-muted before:h-px before:flex-1 before:bg-line after:h-px after:flex-1 after:bg-line">
        {t('auth.orContinueWith')}
      </p>
      <ul className="flex flex-col gap-2">
        {providers.map(({ provider }) => (
          <li key={provider}>
            <a
              href={`/session/social/${provider}${search}`}
              data-testid={`social-${provider}`}
              className="flex w-full items-center justify-center gap-3 rounded-full px-6 py-3 font-semibold ring-1 ring-line transition hover:bg-surface focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
            >
              <ProviderMark provider={provider} />
              {t('auth.continueWith', { provider: NAMES[provider] })}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
