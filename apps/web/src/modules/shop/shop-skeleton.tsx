import { ProductCardSkeleton } from '@/modules/product/product-card'

/** The shop page's shape while it loads. */
export function ShopSkeleton() {
  return (
    <div
      className="mx-auto w-full max-w-[1320px] sm:px-6 desk:px-8 desk:pt-6"
      aria-busy="true"
      data-testid="shop-skeleton"
    >
      <div className="shimmer aspect-[16/8] sm:aspect-[16/6] sm:rounded-[2rem] desk:aspect-[16/4.6]" />
      <div className="px-4 sm:px-2">
        <div className="-mt-12 flex items-end gap-4">
          <div className="shimmer size-24 rounded-3xl ring-4 ring-bg" />
          <div className="shimmer mb-2 h-8 w-64 rounded-full" />
        </div>
        <div className="mt-5 grid grid-cols-2 gap-2 sm:grid-cols-4">
          {Array.from({ length: 4 }, (_, i) => (
            <div key={i} className="shimmer h-16 rounded-2xl" />
          ))}
        </div>
        <div className="mt-10 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {Array.from({ length: 8 }, (_, i) => (
            <ProductCardSkeleton key={i} />
          ))}
        </div>
      </div>
    </div>
  )
}
