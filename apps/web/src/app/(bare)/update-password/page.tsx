import type { Metadata } from 'next'
import Link from 'next/link'
import { getT } from '@/lib/i18n/server'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT()
  return { title: t('bare.update-password'), robots: { index: false } }
}

// One of the account screens (spec §2: loads only translations); the account flow arrives with the accounts issue.
export default async function Page() {
  const t = await getT()
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-extrabold tracking-tight">{t('bare.update-password')}</h1>
      <p className="text-muted">{t('auth.later')}</p>
      <Link href="/" className="mt-2 rounded-full bg-primary px-6 py-3 text-center font-semibold text-primary-fg">
        {t('notFound.home')}
      </Link>
    </div>
  )
}
