import type { Metadata } from 'next'
import { getProduct } from '@/lib/api/products'
import { getShopCached as getShop } from '@/lib/api/cached'
import { getT } from '@/lib/i18n/server'

/** Title, description and preview image of a shop page, or of the product it opens (?product=). */
export async function buildShopMetadata(
  id: string,
  productUuid: string | undefined,
  basePath: string,
): Promise<Metadata> {
  const [shop, product, t] = await Promise.all([getShop(id), productUuid ? getProduct(productUuid) : null, getT()])
  if (!shop) return { title: t('notFound.title') }
  const shopTitle = shop.translation?.title ?? ''
  const canonical = `${basePath}/${shop.id}`
  if (product && product.shop_id === shop.id) {
    const title = `${product.translation?.title ?? ''} · ${shopTitle}`
    const description = product.translation?.description ?? shop.translation?.description ?? undefined
    return {
      title,
      description,
      alternates: { canonical: `${canonical}?product=${product.uuid}` },
      openGraph: { title, description, type: 'website', images: product.img ? [{ url: product.img }] : undefined },
    }
  }
  const description = shop.translation?.description ?? undefined
  return {
    title: shopTitle,
    description,
    alternates: { canonical },
    openGraph: {
      title: shopTitle,
      description,
      images: shop.background_img ? [{ url: shop.background_img }] : undefined,
    },
  }
}
