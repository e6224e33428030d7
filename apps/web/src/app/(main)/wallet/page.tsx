import type { Metadata } from 'next'
import { getRequestContext } from '@/lib/api/request-context'
import { getT } from '@/lib/i18n/server'
import { SignInNeeded } from '@/modules/shell/sign-in-needed'
import { WalletScreen } from '@/modules/wallet/wallet-screen'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT()
  return { title: t('wallet.title'), robots: { index: false } }
}

/** Spec §2 /wallet: the balance, send money, top up by card, and the history (`order_refunded` opens it). */
export default async function WalletPage() {
  const [t, context] = await Promise.all([getT(), getRequestContext()])
  if (!context.accessToken)
    return <SignInNeeded title={t('wallet.title')} text={t('wallet.loginHint')} action={t('auth.loginButton')} />
  return (
    <div className="mx-auto w-full max-w-3xl px-4 pb-16 pt-8 sm:px-6">
      <h1 className="mb-6 text-3xl font-extrabold tracking-tight">{t('wallet.title')}</h1>
      <WalletScreen />
    </div>
  )
}
