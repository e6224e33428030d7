'use client'

import type { User } from '@basil/contracts'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'
import { useTranslation } from '@/lib/i18n/react'
import { buttonClass } from '@/modules/ui/button-class'
import { apiFetch } from '@/lib/api/browser'
import { responses } from '@/lib/api/responses'
import { PasswordForm } from './password-form'
import { useSignedIn } from './session'

/** /update-password: a signed-in person sets a new password (the old one is asked when the account has one). */
export function UpdatePasswordScreen() {
  const { t } = useTranslation()
  const router = useRouter()
  const signedIn = useSignedIn()
  const [user, setUser] = useState<User | null>(null)
  useEffect(() => {
    if (!signedIn) return
    const controller = new AbortController()
    apiFetch('dashboard/user/profile/show', responses.user, { signal: controller.signal })
      .then((r) => setUser(r.data))
      .catch(() => undefined)
    return () => controller.abort()
  }, [signedIn])

  if (!signedIn) {
    return (
      <div className="flex flex-col gap-4">
        <h1 className="text-2xl font-extrabold tracking-tight">{t('bare.update-password')}</h1>
        <p className="text-muted">{t('auth.loginToContinue')}</p>
        <Link href="/login?next=/update-password" className={buttonClass('primary', 'md', 'text-center')}>
          {t('auth.loginButton')}
        </Link>
      </div>
    )
  }
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-extrabold tracking-tight">{t('bare.update-password')}</h1>
      {user ? (
        <PasswordForm needsOld={!user.empty_p} onDone={() => router.push('/profile')} />
      ) : (
        <div className="h-64 animate-pulse rounded-2xl bg-surface" aria-busy="true" aria-label={t('a11y.loading')} />
      )}
    </div>
  )
}
