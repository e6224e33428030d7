import type { Metadata } from 'next'
import { Suspense } from 'react'
import { getT } from '@/lib/i18n/server'
import { LoginForm } from '@/modules/account/login-form'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT()
  return { title: t('header.login'), robots: { index: false } }
}

export default function LoginPage() {
  return (
    <Suspense>
      <LoginForm />
    </Suspense>
  )
}
