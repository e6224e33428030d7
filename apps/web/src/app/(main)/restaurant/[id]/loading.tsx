import { ShopSkeleton } from '@/modules/shop/shop-skeleton'

export default function Loading() {
  return <ShopSkeleton />
}
