'use client'

import Link from 'next/link'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from '@/lib/i18n/react'
import { readProviderAnswer } from '@/lib/social-sign-in'
import { buttonClass } from '@/modules/ui/button-class'
import { FormAlert, type Message } from '@/modules/ui/field'
import { waitMessage } from './auth-calls'
import { useCompleteSignIn } from './session'
import { apiMessageKey } from './validation'

type Answer = { status?: boolean; message?: string; data?: { next?: string } }

/**
 * /login/callback/{provider}: where the provider's sign-in page sends the browser back. The answer (in the fragment,
 * which never reaches a server log) goes to the web server, which checks the state and nonce it made and signs in.
 */
export function SocialCallback({ provider }: { provider: string }) {
  const { t } = useTranslation()
  const completeSignIn = useCompleteSignIn()
  const [failure, setFailure] = useState<Message | null>(null)
  const started = useRef(false)

  useEffect(() => {
    if (started.current) return
    started.current = true
    const answer = readProviderAnswer(window.location.hash)
    // The token leaves the address bar (and the history) at once.
    window.history.replaceState(null, '', window.location.pathname)
    if (answer.error) {
      setFailure(answer.error === 'access_denied' ? 'auth.socialCancelled' : 'auth.socialFailed')
      return
    }
    if (!answer.idToken || !answer.state) {
      setFailure('auth.socialFailed')
      return
    }
    void fetch(`/session/social/${encodeURIComponent(provider)}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ id_token: answer.idToken, state: answer.state, name: answer.name }),
    })
      .then(async (res) => {
        const body = (await res.json().catch(() => null)) as Answer | null
        if (res.ok && body?.status !== false) {
          completeSignIn(body?.data?.next ?? '/')
          return
        }
        const retryAfter = Number(res.headers.get('retry-after'))
        if (res.status === 429) setFailure(retryAfter > 0 ? waitMessage(retryAfter) : 'form.tooMany')
        else if (res.status >= 500) setFailure('error.later')
        else setFailure(apiMessageKey(body?.message) ?? body?.message ?? 'auth.socialFailed')
      })
      .catch(() => setFailure('error.later'))
  }, [completeSignIn, provider])

  return (
    <div className="flex flex-col gap-4" data-testid="social-callback">
      <h1 className="text-2xl font-extrabold tracking-tight">{t('auth.title')}</h1>
      {failure ? (
        <>
          <FormAlert message={failure} />
          <Link href="/login" className={buttonClass('primary', 'md', 'text-center')}>
            {t('auth.backToLogin')}
          </Link>
        </>
      ) : (
        <p className="text-muted" role="status" aria-live="polite">
          {t('auth.socialSigningIn')}
        </p>
      )}
    </div>
  )
}
