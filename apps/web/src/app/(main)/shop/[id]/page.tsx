import type { Metadata } from 'next'
import { buildShopMetadata } from '@/modules/shop/shop-metadata'
import { ShopPage } from '@/modules/shop/shop-page'

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

function productOf(query: Record<string, string | string[] | undefined>): string | undefined {
  const value = query.product
  return Array.isArray(value) ? value[0] : value
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const [{ id }, query] = await Promise.all([params, searchParams])
  return buildShopMetadata(id, productOf(query), '/shop')
}

export default async function Page({ params, searchParams }: Props) {
  const [{ id }, query] = await Promise.all([params, searchParams])
  return <ShopPage id={id} productUuid={productOf(query)} />
}
