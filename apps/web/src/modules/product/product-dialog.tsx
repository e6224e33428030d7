'use client'

import type { Product } from '@basil/contracts'
import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from '@/lib/i18n/react'
import { maxQuantity, minQuantity, toQuantityLimits, type CartAddon } from '@/lib/cart'
import { useAddToCart } from '@/modules/cart/use-add-to-cart'
import { Dialog } from '@/modules/ui/dialog'
import { MinusIcon, PlusIcon } from '@/modules/ui/icons'
import { Price, usePriceFormatter } from '@/modules/ui/price'
import { SafeImage } from '@/modules/ui/safe-image'
import type { ShopState } from '@/lib/shop-state'
import { findStock, listExtraGroups, pickValue, selectionOf } from './stock-options'

type ProductDialogProps = {
  product: Product | null
  loading: boolean
  open: boolean
  onClose: () => void
  shopState: ShopState
}

/** `label` names the group; `name` (a product or an add-on) goes into each button's name, so that a list of add-on
 * steppers does not read as one "Increase quantity" after another. */
function Stepper({
  value,
  min,
  max,
  step = 1,
  onChange,
  label,
  name,
}: {
  value: number
  min: number
  max: number
  step?: number
  onChange: (v: number) => void
  label: string
  name: string
}) {
  const { t } = useTranslation()
  return (
    <div className="flex items-center gap-1 rounded-full bg-surface p-1" role="group" aria-label={label}>
      <button
        type="button"
        aria-label={t('product.decreaseOf', { title: name })}
        disabled={value - step < min}
        onClick={() => onChange(value - step)}
        className="grid size-9 place-items-center rounded-full bg-card shadow-card disabled:opacity-40"
      >
        <MinusIcon size={16} />
      </button>
      <span className="min-w-8 text-center font-bold" aria-live="polite" data-testid="stepper-value">
        {value}
      </span>
      <button
        type="button"
        aria-label={t('product.increaseOf', { title: name })}
        disabled={value + step > max}
        onClick={() => onChange(value + step)}
        className="grid size-9 place-items-center rounded-full bg-card shadow-card disabled:opacity-40"
      >
        <PlusIcon size={16} />
      </button>
    </div>
  )
}

function ProductBody({ product, shopState, onAdded }: { product: Product; shopState: ShopState; onAdded: () => void }) {
  const { t } = useTranslation()
  const price = usePriceFormatter()
  const { add, confirm } = useAddToCart()
  const stocks = product.stocks
  const groups = useMemo(() => listExtraGroups(stocks), [stocks])
  const [selection, setSelection] = useState(() => selectionOf(stocks.find((s) => s.quantity > 0) ?? stocks[0]))
  const stock = findStock(stocks, selection) ?? stocks[0]
  // The same limits the cart applies: minimum and maximum in whole packs of the product's interval, within the stock.
  const limits = toQuantityLimits(product, stock?.quantity ?? 0)
  const minQty = minQuantity(limits)
  const [chosenQuantity, setQuantity] = useState(minQty)
  const [addonQty, setAddonQty] = useState<Record<number, number>>({})
  // Marks the dialog as interactive (it may be server-rendered and hydrate after its code loads).
  const [ready, setReady] = useState(false)
  useEffect(() => setReady(true), [])
  const addons = (stock?.addons ?? [])
    .map((a) => ({ id: a.id, product: a.product, stock: a.product.stock ?? a.product.stocks[0] }))
    .filter((a): a is typeof a & { stock: NonNullable<typeof a.stock> } => !!a.stock)
  const title = product.translation?.title ?? ''
  const outOfStock = !stock || maxQuantity(limits) === 0
  const maxQty = Math.max(minQty, maxQuantity(limits))
  // Another stock (size, colour) may hold less: the chosen quantity stays within what this one allows.
  const quantity = Math.min(Math.max(chosenQuantity, minQty), maxQty)
  const chosenAddons: CartAddon[] = addons
    .filter((a) => (addonQty[a.stock.id] ?? 0) > 0)
    .map((a) => ({
      stock: { id: a.stock.id, price: a.stock.total_price, title: a.product.translation?.title ?? '' },
      quantity: addonQty[a.stock.id] ?? 0,
    }))
  const unit = (stock?.total_price ?? 0) + chosenAddons.reduce((s, a) => s + a.stock.price * a.quantity, 0)
  const total = unit * quantity
  const extrasText = groups
    .map((g) => g.values.find((v) => v.id === selection[g.id])?.value)
    .filter((v): v is string => !!v)

  return (
    <div
      className="grid sm:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]"
      data-testid="product-dialog"
      data-ready={ready || undefined}
    >
      <div className="relative bg-surface sm:min-h-full">
        <SafeImage
          src={product.img}
          alt={title}
          width={560}
          height={560}
          priority
          className="aspect-square w-full object-cover sm:h-full"
        />
      </div>
      <div className="flex min-h-0 flex-col">
        <div className="flex flex-col gap-5 p-6">
          <div>
            <h2 className="pe-10 text-2xl font-extrabold leading-tight tracking-tight" data-testid="product-title">
              {title}
            </h2>
            <p className="mt-2 flex items-baseline gap-2">
              <Price value={stock?.total_price ?? 0} className="text-lg font-bold" />
              {stock && stock.discount > 0 ? <Price value={stock.total_price + stock.discount} old /> : null}
              {product.kcal ? (
                <span className="text-sm text-muted">· {t('product.kcal', { count: product.kcal })}</span>
              ) : null}
            </p>
            {product.translation?.description ? (
              <p className="mt-3 text-muted">{product.translation.description}</p>
            ) : null}
          </div>
          {groups.map((group) => (
            <fieldset key={group.id}>
              <legend className="mb-2 font-bold">{group.title || t('product.extras')}</legend>
              <div className="flex flex-wrap gap-2">
                {group.values.map((v) => (
                  <label
                    key={v.id}
                    className="inline-flex cursor-pointer items-center gap-2 rounded-full border border-line px-4 py-2 text-sm font-semibold has-[:checked]:border-primary has-[:checked]:bg-primary-soft has-[:checked]:text-primary-ink has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary"
                  >
                    <input
                      type="radio"
                      className="sr-only"
                      name={`extra-${group.id}`}
                      checked={selection[group.id] === v.id}
                      onChange={() => setSelection((s) => pickValue(stocks, s, group.id, v.id))}
                    />
                    {group.type === 'color' ? (
                      <span
                        className="size-4 rounded-full ring-1 ring-line"
                        style={{ background: v.value }}
                        aria-hidden="true"
                      />
                    ) : null}
                    {v.value}
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
          {addons.length ? (
            <fieldset data-testid="addons">
              <legend className="mb-2 font-bold">{t('product.addons')}</legend>
              <ul className="flex flex-col divide-y divide-line rounded-2xl ring-1 ring-line">
                {addons.map((a) => {
                  const q = addonQty[a.stock.id] ?? 0
                  const name = a.product.translation?.title ?? ''
                  return (
                    <li key={a.id} className="flex items-center gap-3 px-4 py-2.5" data-testid="addon">
                      <span className="min-w-0 flex-1">
                        <span className="block truncate font-medium">{name}</span>
                        <span className="text-sm text-muted">+{price(a.stock.total_price)}</span>
                      </span>
                      <Stepper
                        label={name}
                        name={name}
                        value={q}
                        min={0}
                        max={Math.max(0, Math.min(10, a.stock.quantity))}
                        onChange={(v) => setAddonQty((s) => ({ ...s, [a.stock.id]: v }))}
                      />
                    </li>
                  )
                })}
              </ul>
            </fieldset>
          ) : null}
        </div>
        <div className="sticky bottom-0 mt-auto flex flex-col gap-2 border-t border-line bg-card p-4">
          {/* The same state the shop's page and cart show: closed now (orders for later go on), not taking orders, or
              not delivering to the visitor's address (pickup goes on). */}
          {!shopState.open ? (
            <p className="text-sm font-medium text-warning" role="status" data-testid="product-shop-state">
              {shopState.ordersForLater && shopState.opening
                ? t('product.shopClosedLater', { opening: shopState.opening })
                : t('product.shopClosed')}
            </p>
          ) : null}
          {shopState.notDelivering ? (
            <p className="text-sm font-medium text-warning" role="status" data-testid="product-not-delivering">
              {t('product.notDelivering')}
            </p>
          ) : null}
          {outOfStock ? (
            <p className="text-sm font-medium text-danger" role="status">
              {t('product.outOfStock')}
            </p>
          ) : null}
          <div className="flex items-center gap-3">
            <Stepper
              label={t('product.quantity')}
              name={title}
              value={quantity}
              min={minQty}
              max={maxQty}
              step={limits.interval}
              onChange={setQuantity}
            />
            <button
              type="button"
              data-testid="add-to-cart"
              disabled={(!shopState.open && !shopState.ordersForLater) || outOfStock}
              onClick={() => {
                if (!stock) return
                add(
                  [
                    {
                      stock: { id: stock.id, price: stock.total_price },
                      quantity,
                      shop_id: product.shop_id,
                      addons: chosenAddons,
                      product: { uuid: product.uuid, title, img: product.img, extras: extrasText },
                      limits: toQuantityLimits(product, stock.quantity),
                    },
                  ],
                  onAdded,
                )
              }}
              className="flex flex-1 items-center justify-between gap-3 rounded-full bg-primary px-5 py-3 font-semibold text-primary-fg transition hover:brightness-110 disabled:cursor-not-allowed disabled:opacity-50"
            >
              <span>{t('product.addToCart')}</span>
              <span dir="ltr">{price(total)}</span>
            </button>
          </div>
        </div>
      </div>
      {confirm}
    </div>
  )
}

/** Spec §2: the product opened from ?product={uuid}; extras and addons are chosen here, then it goes to the cart. */
export default function ProductDialog({ product, loading, open, onClose, shopState }: ProductDialogProps) {
  const { t } = useTranslation()
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => !o && onClose()}
      title={product?.translation?.title ?? t('a11y.loading')}
      hideTitle
      size="lg"
      position="sheet"
      inline
    >
      {product ? (
        <ProductBody key={product.uuid} product={product} shopState={shopState} onAdded={onClose} />
      ) : loading ? (
        <div className="grid gap-4 p-6 sm:grid-cols-2" aria-busy="true">
          <div className="shimmer aspect-square rounded-2xl" data-testid="shimmer" />
          <div className="space-y-3">
            <div className="shimmer h-7 w-3/4 rounded-full" />
            <div className="shimmer h-5 w-1/3 rounded-full" />
            <div className="shimmer h-20 w-full rounded-2xl" />
          </div>
        </div>
      ) : (
        <p className="p-8 text-center text-muted">{t('product.unavailable')}</p>
      )}
    </Dialog>
  )
}
