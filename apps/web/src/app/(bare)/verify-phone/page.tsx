import type { Metadata } from 'next'
import { Suspense } from 'react'
import { getT } from '@/lib/i18n/server'
import { VerifyPhoneForm } from '@/modules/account/verify-phone-form'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT()
  return { title: t('bare.verify-phone'), robots: { index: false } }
}

export default function Page() {
  return (
    <Suspense>
      <VerifyPhoneForm />
    </Suspense>
  )
}
