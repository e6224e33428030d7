import type { Metadata } from 'next'
import { Suspense } from 'react'
import { getT } from '@/lib/i18n/server'
import { UpdatePasswordScreen } from '@/modules/account/update-password-screen'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT()
  return { title: t('bare.update-password'), robots: { index: false } }
}

export default function Page() {
  return (
    <Suspense>
      <UpdatePasswordScreen />
    </Suspense>
  )
}
