'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useEffect, useTransition } from 'react'
import { useTranslation } from '@/lib/i18n/react'
import { buttonClass } from '@/modules/ui/button-class'
import { Logo } from '@/modules/ui/logo'

type ErrorScreenProps = { error?: Error & { digest?: string }; reset: () => void }

/**
 * Spec §2/§4/§8 error screen: "Oops, something went wrong!", a "Try again" button and the logo (light or dark by
 * theme) linking to /. Both bring the page back: the server data is fetched again, then the boundary resets.
 */
export function ErrorScreen({ error, reset }: ErrorScreenProps) {
  const { t } = useTranslation()
  const router = useRouter()
  const [pending, startTransition] = useTransition()
  useEffect(() => {
    if (error) console.warn('[basil] page error:', error.digest ?? error.message)
  }, [error])
  const retry = () =>
    startTransition(() => {
      router.refresh()
      reset()
    })
  return (
    <div
      role="alert"
      data-testid="error-screen"
      className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center gap-6 px-6 py-16 text-center"
    >
      <Link
        href="/"
        onClick={() => startTransition(() => reset())}
        aria-label={t('a11y.home')}
        className="rounded-lg"
        data-testid="error-logo"
      >
        <Logo height={40} />
      </Link>
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-extrabold tracking-tight">{t('error.title')}</h1>
        <p className="text-muted">{t('error.body')}</p>
      </div>
      <button type="button" onClick={retry} disabled={pending} className={buttonClass('primary', 'lg')}>
        {t('error.retry')}
      </button>
    </div>
  )
}
