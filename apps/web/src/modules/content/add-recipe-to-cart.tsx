'use client'

import type { Recipe } from '@basil/contracts'
import { useTranslation } from '@/lib/i18n/react'
import type { CartItem } from '@/lib/cart'
import { useAddToCart } from '@/modules/cart/use-add-to-cart'
import { BagIcon } from '@/modules/ui/icons'
import { usePriceFormatter } from '@/modules/ui/price'

/** Adds every ingredient the recipe lists, in the quantity it calls for, to the cart. */
export function AddRecipeToCart({ recipe }: { recipe: Recipe }) {
  const { t } = useTranslation()
  const price = usePriceFormatter()
  const { add, confirm } = useAddToCart()
  const items: CartItem[] = recipe.stocks
    .filter((s) => s.quantity > 0)
    .map((s) => ({
      stock: { id: s.id, price: s.total_price },
      quantity: Math.max(1, s.qty, s.min_quantity),
      shop_id: recipe.shop_id,
      addons: [],
      product: { uuid: s.product.uuid, title: s.product.translation?.title ?? '', img: s.product.img, extras: [] },
    }))
  const total = items.reduce((sum, i) => sum + i.stock.price * i.quantity, 0)
  return (
    <>
      <button
        type="button"
        data-testid="add-recipe"
        disabled={!items.length}
        onClick={() => add(items)}
        className="flex w-full items-center justify-center gap-2 rounded-full bg-primary px-6 py-3.5 font-semibold text-primary-fg transition hover:brightness-110 disabled:opacity-50"
      >
        <BagIcon size={18} className="shrink-0" />
        <span className="min-w-0">{t('recipes.addAll')}</span>
        <span dir="ltr" className="shrink-0 whitespace-nowrap rounded-full bg-black/15 px-2.5 py-0.5 text-sm">
          {price(total)}
        </span>
      </button>
      {confirm}
    </>
  )
}
