import type { Metadata } from 'next'
import { getRequestContext } from '@/lib/api/request-context'
import { getShopCategories, getShopTags } from '@/lib/api/shops'
import { getT } from '@/lib/i18n/server'
import { SellerApplicationScreen } from '@/modules/applications/seller-application'
import { SignInNeeded } from '@/modules/shell/sign-in-needed'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT()
  return { title: t('beSeller.title'), robots: { index: false } }
}

/** Spec "Seller application: under review, accepted; a password must exist first" (`POST dashboard/user/shops`). */
export default async function Page() {
  const [t, context] = await Promise.all([getT(), getRequestContext()])
  if (!context.accessToken) {
    return (
      <SignInNeeded
        title={t('beSeller.title')}
        text={t('beSeller.text')}
        action={t('auth.loginButton')}
        href="/login?next=/be-seller"
      />
    )
  }
  // The choices of the form; an unreachable catalogue leaves them empty rather than failing the page.
  const [categories, tags] = await Promise.all([getShopCategories().catch(() => []), getShopTags().catch(() => [])])
  return (
    <div className="mx-auto w-full max-w-3xl px-4 pb-16 pt-8 sm:px-6">
      <h1 className="mb-2 text-3xl font-extrabold tracking-tight">{t('beSeller.title')}</h1>
      <p className="mb-6 text-muted">{t('sellerApply.intro')}</p>
      <SellerApplicationScreen categories={categories} tags={tags} />
    </div>
  )
}
