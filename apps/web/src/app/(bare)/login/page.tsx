import type { Metadata } from 'next'
import Link from 'next/link'
import { getT } from '@/lib/i18n/server'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT()
  return { title: t('header.login'), robots: { index: false } }
}

// Sign-in arrives with the account issue; until then this page says so and leads back to browsing.
export default async function LoginPage() {
  const t = await getT()
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-extrabold tracking-tight">{t('auth.title')}</h1>
      <p className="text-muted">{t('auth.later')}</p>
      <Link href="/" className="mt-2 rounded-full bg-primary px-6 py-3 text-center font-semibold text-primary-fg">
        {t('notFound.home')}
      </Link>
    </div>
  )
}
