import type { Metadata } from 'next'
import { getT } from '@/lib/i18n/server'
import { SocialCallback } from '@/modules/account/social-callback'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT()
  return { title: t('header.login'), robots: { index: false } }
}

/** Where a provider's sign-in page sends the browser back (see lib/api/social-relay.ts). */
export default async function SocialCallbackPage({ params }: { params: Promise<{ provider: string }> }) {
  const { provider } = await params
  return <SocialCallback provider={provider} />
}
