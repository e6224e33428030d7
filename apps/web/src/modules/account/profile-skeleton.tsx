'use client'

import { useTranslation } from '@/lib/i18n/react'

/** The profile while the account (or the screen's code) is on its way. */
export function ProfileSkeleton() {
  const { t } = useTranslation()
  return (
    <div className="flex flex-col gap-4" aria-busy="true" aria-label={t('a11y.loading')}>
      <div className="h-32 animate-pulse rounded-3xl bg-surface" />
      <div className="h-80 animate-pulse rounded-3xl bg-surface" />
    </div>
  )
}
