import type { Metadata } from 'next'
import { Suspense } from 'react'
import { getT } from '@/lib/i18n/server'
import { RegisterForm } from '@/modules/account/register-form'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT()
  return { title: t('bare.register'), robots: { index: false } }
}

export default function Page() {
  return (
    <Suspense>
      <RegisterForm />
    </Suspense>
  )
}
