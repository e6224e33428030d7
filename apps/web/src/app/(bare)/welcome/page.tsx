import type { Metadata } from 'next'
import Link from 'next/link'
import { getT } from '@/lib/i18n/server'
import { buttonClass } from '@/modules/ui/button-class'
import { CheckCircleIcon } from '@/modules/ui/icons'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT()
  return { title: t('bare.welcome'), robots: { index: false } }
}

/** After sign-up: the account is ready; next steps are shopping or setting the delivery address. */
export default async function Page() {
  const t = await getT()
  return (
    <div className="flex flex-col items-center gap-4 text-center" data-testid="welcome">
      <span className="grid size-16 place-items-center rounded-full bg-primary-soft text-primary-ink">
        <CheckCircleIcon size={32} />
      </span>
      <h1 className="text-2xl font-extrabold tracking-tight">{t('bare.welcome')}</h1>
      <p className="text-muted">{t('auth.welcomeText')}</p>
      <div className="mt-2 flex w-full flex-col gap-2">
        <Link href="/" className={buttonClass()}>
          {t('auth.startShopping')}
        </Link>
        <Link href="/profile" className={buttonClass('secondary', 'md', 'text-fg')}>
          {t('auth.goToProfile')}
        </Link>
      </div>
    </div>
  )
}
