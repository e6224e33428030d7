import { ShopCardSkeleton } from '@/modules/shop/shop-card'

export default function Loading() {
  return (
    <div
      className="mx-auto w-full max-w-[1320px] px-4 pt-6 sm:px-6 desk:px-8"
      aria-busy="true"
      data-testid="page-skeleton"
    >
      <div className="shimmer h-10 w-64 rounded-full" />
      <div className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: 6 }, (_, i) => (
          <ShopCardSkeleton key={i} />
        ))}
      </div>
    </div>
  )
}
