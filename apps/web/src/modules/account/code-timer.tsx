'use client'

import { useEffect, useState } from 'react'
import { useTranslation } from '@/lib/i18n/react'
import { useAppConfig } from '@/lib/app-config'

/** Minutes a code stays valid: the `otp_expire_time` setting (the API uses the same), 10 when unset. */
export function useOtpMinutes(): number {
  const { settings } = useAppConfig()
  const minutes = Number(settings.otp_expire_time)
  return Number.isFinite(minutes) && minutes > 0 ? Math.min(minutes, 24 * 60) : 10
}

/** Seconds left until `until` (ms epoch), ticking every second. */
function useSecondsLeft(until: number): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    setNow(Date.now())
    const id = window.setInterval(() => setNow(Date.now()), 1000)
    return () => window.clearInterval(id)
  }, [until])
  return Math.max(0, Math.ceil((until - now) / 1000))
}

const RESEND_AFTER_SECONDS = 60

/**
 * "Code sent to …, valid for mm:ss" and a resend button that wakes up after a minute (the API also limits how often
 * codes are sent). `sentAt` changes on every (re)send.
 */
export function CodeTimer({
  sentAt,
  target,
  onResend,
  pending,
}: {
  sentAt: number
  target: string
  onResend: () => void
  pending: boolean
}) {
  const { t } = useTranslation()
  const minutes = useOtpMinutes()
  const left = useSecondsLeft(sentAt + minutes * 60_000)
  const resendIn = useSecondsLeft(sentAt + RESEND_AFTER_SECONDS * 1000)
  const mmss = `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`
  return (
    <div className="flex flex-col gap-2 text-sm">
      <p className="text-muted">
        {t('auth.codeSent', { target })}{' '}
        {left > 0 ? (
          <span data-testid="code-expiry">{t('auth.codeExpires', { time: mmss })}</span>
        ) : (
          <span className="font-semibold text-danger">{t('auth.codeExpired')}</span>
        )}
      </p>
      <button
        type="button"
        onClick={onResend}
        disabled={pending || (resendIn > 0 && left > 0)}
        data-testid="resend-code"
        className="self-start rounded-full px-1 font-semibold text-primary-ink hover:underline disabled:text-muted disabled:no-underline"
      >
        {resendIn > 0 && left > 0 ? t('auth.resendIn', { seconds: resendIn }) : t('auth.resend')}
      </button>
    </div>
  )
}
