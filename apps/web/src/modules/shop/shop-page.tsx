import type { Product } from '@basil/contracts'
import { notFound } from 'next/navigation'
import { getGlobalData } from '@/lib/api/global'
import { getProduct } from '@/lib/api/products'
import { getShopCached as getShop } from '@/lib/api/cached'
import { getRequestContext } from '@/lib/api/request-context'
import { getShopMenu } from '@/lib/api/shops'
import { getT } from '@/lib/i18n/server'
import { resolveScreenLayout } from '@/lib/layout-rules'
import { CartDock } from '@/modules/cart/cart-dock'
import { toCardProduct } from '@/modules/product/card-product'
import { ProductDialogHost } from '@/modules/product/product-dialog-host'
import { ShopHeader } from './shop-header'
import { ShopMenu, type MenuCategory } from './shop-menu'
import { readShopState } from '@/lib/shop-state'

type ShopPageProps = { id: string; productUuid: string | undefined }

/** A shop's (or restaurant's) page: its header, the menu by category, the cart, and the product named in ?product=. */
export async function ShopPage({ id, productUuid }: ShopPageProps) {
  const shop = await getShop(id)
  if (!shop) notFound()
  const [t, menu, product, global, ctx] = await Promise.all([
    getT(),
    getShopMenu(shop.id),
    productUuid ? getProduct(productUuid) : Promise.resolve(null),
    getGlobalData(),
    getRequestContext(),
  ])
  // One reading of the shop's state, at one instant, for the header, the product dialog and the cart.
  const now = new Date()
  const state = readShopState(t, shop, now)
  const layout = resolveScreenLayout(global.settings.ui_type)
  const categories: MenuCategory[] = []
  if (menu.recommended.length) {
    categories.push({ id: 0, title: t('shop.recommended'), products: menu.recommended.map(toCardProduct) })
  }
  for (const c of menu.all) {
    if (c.products.length)
      categories.push({ id: c.id, title: c.translation?.title ?? '', products: c.products.map(toCardProduct) })
  }
  const initialProduct: Product | null = product && product.shop_id === shop.id ? product : null
  return (
    <div className="pb-24 desk:pb-6" data-testid="shop-page" data-shop-id={shop.id}>
      <ShopHeader shop={shop} t={t} currency={global.currency} state={state} now={now} visitorTimeZone={ctx.timeZone} />
      <div className="mx-auto mt-8 grid w-full max-w-[1320px] gap-8 px-4 sm:px-6 desk:grid-cols-[1fr_340px] desk:px-8">
        <ShopMenu categories={categories} layout={layout} />
        <CartDock shopId={shop.id} minAmount={shop.min_amount} state={state} />
      </div>
      <ProductDialogHost initialUuid={productUuid ?? null} initialProduct={initialProduct} shopState={state} />
    </div>
  )
}
