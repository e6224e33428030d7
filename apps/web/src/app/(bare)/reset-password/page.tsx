import type { Metadata } from 'next'
import { Suspense } from 'react'
import { getT } from '@/lib/i18n/server'
import { ResetPasswordForm } from '@/modules/account/reset-password-form'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT()
  return { title: t('bare.reset-password'), robots: { index: false } }
}

export default function Page() {
  return (
    <Suspense>
      <ResetPasswordForm />
    </Suspense>
  )
}
