import type { Metadata } from 'next'
import { Suspense } from 'react'
import { getT } from '@/lib/i18n/server'
import { UpdateDetailsForm } from '@/modules/account/update-details-form'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT()
  return { title: t('bare.update-details'), robots: { index: false } }
}

export default function Page() {
  return (
    <Suspense>
      <UpdateDetailsForm />
    </Suspense>
  )
}
