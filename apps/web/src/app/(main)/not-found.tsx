import Link from 'next/link'
import { getT } from '@/lib/i18n/server'
import { buttonClass } from '@/modules/ui/button-class'

export default async function NotFound() {
  const t = await getT()
  return (
    <div
      className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center gap-5 px-6 py-16 text-center"
      data-testid="not-found"
    >
      <p className="text-6xl font-extrabold text-primary-ink">404</p>
      <h1 className="text-2xl font-extrabold tracking-tight">{t('notFound.title')}</h1>
      <p className="text-muted">{t('notFound.body')}</p>
      <Link href="/" className={buttonClass('primary', 'lg')}>
        {t('notFound.home')}
      </Link>
    </div>
  )
}
