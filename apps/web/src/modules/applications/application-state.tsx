'use client'

import Link from 'next/link'
import type { ReactNode } from 'react'
import { useTranslation } from '@/lib/i18n/react'

/** Where an application stands: under review, accepted (with what to do next) or rejected with the admin's reason. */
export function ApplicationState({
  status,
  reason,
  children,
  testId,
}: {
  status: 'new' | 'approved' | 'rejected'
  reason: string | null
  children?: ReactNode
  testId: string
}) {
  const { t } = useTranslation()
  const tone =
    status === 'approved'
      ? 'bg-primary-soft text-fg'
      : status === 'rejected'
        ? 'bg-surface text-fg ring-1 ring-danger'
        : 'bg-surface text-fg'
  return (
    <section
      aria-labelledby={`${testId}-title`}
      data-testid={testId}
      data-status={status}
      className={`flex flex-col gap-2 rounded-3xl p-6 ${tone}`}
    >
      <h2 id={`${testId}-title`} className="text-xl font-bold">
        {t(`applyState.${status}`)}
      </h2>
      <p className="text-muted">{t(`applyState.${status}Text`)}</p>
      {status === 'rejected' && reason ? (
        <p data-testid={`${testId}-reason`}>
          <span className="font-semibold">{t('applyState.reason')}</span> {reason}
        </p>
      ) : null}
      {children}
    </section>
  )
}

/** Asked of an account without a password (signed in with a provider or a phone code): set one first. */
export function PasswordFirst() {
  const { t } = useTranslation()
  return (
    <section data-testid="apply-password-first" className="flex flex-col gap-3 rounded-3xl bg-surface p-6">
      <h2 className="text-xl font-bold">{t('applyState.passwordFirst')}</h2>
      <p className="text-muted">{t('applyState.passwordFirstText')}</p>
      <Link
        href="/profile#password-title"
        className="self-start rounded-full bg-primary px-5 py-2.5 font-semibold text-primary-fg hover:brightness-110"
      >
        {t('profile.setPassword')}
      </Link>
    </section>
  )
}

/** A picture chosen for the application, uploaded at once through `dashboard/galleries`. */
export function PictureInput({
  label,
  url,
  busy,
  error,
  onFile,
  name,
}: {
  label: string
  url: string | null
  busy: boolean
  error: string | null
  onFile: (file: File) => void
  name: string
}) {
  const { t } = useTranslation()
  const id = `picture-${name}`
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <div className="flex flex-wrap items-center gap-3">
        {url ? (
          <img src={url} alt="" width={56} height={56} className="size-14 rounded-xl object-cover ring-1 ring-line" />
        ) : (
          <span className="size-14 rounded-xl bg-surface ring-1 ring-line" aria-hidden="true" />
        )}
        <input
          id={id}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          data-testid={`${name}-input`}
          aria-describedby={`${id}-error`}
          aria-invalid={error ? true : undefined}
          disabled={busy}
          onChange={(event) => {
            const file = event.target.files?.[0]
            event.target.value = ''
            if (file) onFile(file)
          }}
          className="peer sr-only"
        />
        {/* The browser's own button speaks the browser's language: this one speaks the page's. */}
        <label
          htmlFor={id}
          aria-hidden="true"
          className="cursor-pointer rounded-full bg-surface px-4 py-2 text-sm font-semibold text-fg ring-1 ring-line hover:ring-muted peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-primary peer-disabled:opacity-60"
        >
          {url ? t('applyState.replace') : t('applyState.choose')}
        </label>
        <span aria-live="polite" className="text-sm text-muted" data-testid={`${name}-state`}>
          {busy ? t('profile.uploading') : url ? t('applyState.uploaded') : ''}
        </span>
      </div>
      <p
        id={`${id}-error`}
        role="alert"
        data-testid={`${name}-error`}
        className="text-sm font-medium text-danger empty:hidden"
      >
        {error ? t(error) : ''}
      </p>
    </div>
  )
}
