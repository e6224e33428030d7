import type { Metadata } from 'next'
import { getT } from '@/lib/i18n/server'
import { JoinGroup } from '@/modules/cart/join-group'

type Props = {
  params: Promise<{ id: string }>
  searchParams: Promise<{ shop_id?: string | string[]; invite?: string | string[] }>
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT()
  return { title: t('group.joinTitle'), robots: { index: false } }
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/** A shared group order link: `/group/{cartId}?shop_id={shopId}&invite={invitation secret}`. */
export default async function GroupPage({ params, searchParams }: Props) {
  const [{ id }, query] = await Promise.all([params, searchParams])
  const shopId = Number(first(query.shop_id))
  const invite = first(query.invite)?.trim() || null
  return (
    <div className="mx-auto w-full max-w-md px-4 pb-16 pt-10 sm:px-6">
      <JoinGroup cartId={Number(id)} shopId={Number.isInteger(shopId) && shopId > 0 ? shopId : null} invite={invite} />
    </div>
  )
}
