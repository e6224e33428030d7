import Link from 'next/link'
import { getT } from '@/lib/i18n/server'
import { buttonClass } from '@/modules/ui/button-class'
import { Logo } from '@/modules/ui/logo'

export default async function NotFound() {
  const t = await getT()
  return (
    <main
      id="main"
      className="mx-auto flex min-h-[70vh] max-w-md flex-col items-center justify-center gap-6 px-6 py-16 text-center"
    >
      <Link href="/" aria-label={t('a11y.home')} className="rounded-lg">
        <Logo height={40} />
      </Link>
      <p className="text-6xl font-extrabold text-primary-ink">404</p>
      <h1 className="text-2xl font-extrabold tracking-tight">{t('notFound.title')}</h1>
      <p className="text-muted">{t('notFound.body')}</p>
      <Link href="/" className={buttonClass('primary', 'lg')}>
        {t('notFound.home')}
      </Link>
    </main>
  )
}
