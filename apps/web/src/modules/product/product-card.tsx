'use client'

import { IntentLink } from '@/modules/ui/intent-link'
import { useTranslation } from '@/lib/i18n/react'
import { BagIcon, PlusIcon } from '@/modules/ui/icons'
import { Price } from '@/modules/ui/price'
import { SafeImage } from '@/modules/ui/safe-image'
import type { CardProduct } from './card-product'
import { getProductPrice } from './product-price'

type ProductCardProps = {
  product: CardProduct
  /** Link target (search results: /shop/{shopId}?product={uuid}); without it the card is a button calling onOpen. */
  href?: string
  onOpen?: (product: CardProduct) => void
  layout?: 'grid' | 'row'
  headingLevel?: 'h3' | 'h4'
  /** The shop selling it, named on the card where it is not obvious (search results; row layout). */
  shopName?: string
}

export function productHref(product: Pick<CardProduct, 'shop_id' | 'uuid'>): string {
  return `/shop/${product.shop_id}?product=${product.uuid}`
}

/** A product in a menu or a result list; opening it shows the product dialog. */
export function ProductCard({
  product,
  href,
  onOpen,
  layout = 'grid',
  headingLevel: Heading = 'h3',
  shopName,
}: ProductCardProps) {
  const { t } = useTranslation()
  const title = product.translation?.title ?? ''
  const { price, old } = getProductPrice(product)
  const outOfStock = (product.stock ?? product.stocks[0])?.quantity === 0
  const stretched =
    "outline-none after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:after:ring-2 focus-visible:after:ring-primary"
  const label = onOpen ? (
    <button
      type="button"
      onClick={() => onOpen(product)}
      className={`text-start ${stretched}`}
      aria-label={t('product.open', { title })}
    >
      {title}
    </button>
  ) : (
    <IntentLink href={href ?? productHref(product)} className={stretched}>
      {title}
    </IntentLink>
  )
  if (layout === 'row') {
    return (
      <article
        data-testid="product-card"
        data-uuid={product.uuid}
        className="relative flex gap-4 rounded-2xl bg-card p-3 ring-1 ring-line transition hover:ring-primary/50"
      >
        <div className="min-w-0 flex-1">
          <Heading className="line-clamp-2 font-semibold leading-snug">{label}</Heading>
          {shopName ? (
            <p
              className="mt-0.5 flex min-w-0 items-center gap-1 text-xs font-medium text-muted"
              data-testid="product-shop"
            >
              <BagIcon size={14} className="shrink-0" />
              <span className="sr-only">{t('search.soldBy', { shop: shopName })}</span>
              <span aria-hidden="true" className="truncate">
                {shopName}
              </span>
            </p>
          ) : null}
          {product.translation?.description ? (
            <p className="mt-1 line-clamp-2 text-sm text-muted">{product.translation.description}</p>
          ) : null}
          <p className="mt-2 flex items-baseline gap-2 text-sm">
            <Price value={price} className="font-bold" />
            {old !== null ? <Price value={old} old className="text-xs" /> : null}
            {outOfStock ? <span className="text-xs font-semibold text-danger">{t('product.outOfStock')}</span> : null}
          </p>
        </div>
        <div className="relative size-24 shrink-0 overflow-hidden rounded-xl bg-surface">
          <SafeImage src={product.img} alt="" width={96} height={96} className="size-full object-cover" />
          <span
            className="absolute bottom-1.5 end-1.5 grid size-8 place-items-center rounded-full bg-card text-fg shadow-card"
            aria-hidden="true"
          >
            <PlusIcon size={16} />
          </span>
        </div>
      </article>
    )
  }
  return (
    <article
      data-testid="product-card"
      data-uuid={product.uuid}
      className="group relative flex flex-col rounded-2xl bg-card p-2 ring-1 ring-line transition hover:ring-primary/50"
    >
      <div className="relative aspect-square overflow-hidden rounded-xl bg-surface">
        <SafeImage
          src={product.img}
          alt=""
          width={240}
          height={240}
          className="size-full object-cover transition duration-300 group-hover:scale-[1.04]"
        />
        <span
          className="absolute bottom-2 end-2 grid size-9 place-items-center rounded-full bg-card text-fg shadow-card"
          aria-hidden="true"
        >
          <PlusIcon size={18} />
        </span>
      </div>
      <div className="flex flex-1 flex-col px-1.5 pb-1.5 pt-2.5">
        <p className="flex items-baseline gap-2">
          <Price value={price} className="font-bold" />
          {old !== null ? <Price value={old} old className="text-xs" /> : null}
        </p>
        <Heading className="mt-0.5 line-clamp-2 text-sm font-medium leading-snug">{label}</Heading>
        {outOfStock ? <span className="mt-1 text-xs font-semibold text-danger">{t('product.outOfStock')}</span> : null}
      </div>
    </article>
  )
}

export function ProductCardSkeleton({ layout = 'grid' }: { layout?: 'grid' | 'row' }) {
  if (layout === 'row') {
    return (
      <div className="flex gap-4 rounded-2xl p-3 ring-1 ring-line" aria-hidden="true">
        <div className="flex-1 space-y-2">
          <div className="shimmer h-4 w-2/3 rounded-full" data-testid="shimmer" />
          <div className="shimmer h-3 w-full rounded-full" />
          <div className="shimmer h-3 w-1/3 rounded-full" />
        </div>
        <div className="shimmer size-24 rounded-xl" />
      </div>
    )
  }
  return (
    <div className="rounded-2xl p-2 ring-1 ring-line" aria-hidden="true">
      <div className="shimmer aspect-square rounded-xl" data-testid="shimmer" />
      <div className="space-y-2 px-1.5 pt-3">
        <div className="shimmer h-4 w-1/3 rounded-full" />
        <div className="shimmer h-3 w-3/4 rounded-full" />
      </div>
    </div>
  )
}
