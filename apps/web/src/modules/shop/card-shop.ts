import type { Shop } from '@basil/contracts'

/**
 * What a shop card shows. Pages send this instead of whole shops (each carries its working days, tags, payments...)
 * so the HTML and the data React hydrates from stay small.
 */
export type CardShop = Pick<
  Shop,
  | 'id'
  | 'uuid'
  | 'type'
  | 'logo_img'
  | 'background_img'
  | 'open'
  | 'opens_at'
  | 'timezone'
  | 'delivers_to_address'
  | 'discounts_count'
  | 'rating_avg'
  | 'delivery_time'
  | 'price'
> & { translation: { title: string } | null }

export function toCardShop(s: Shop): CardShop {
  return {
    id: s.id,
    uuid: s.uuid,
    type: s.type,
    logo_img: s.logo_img,
    background_img: s.background_img,
    open: s.open,
    opens_at: s.opens_at,
    timezone: s.timezone,
    delivers_to_address: s.delivers_to_address,
    discounts_count: s.discounts_count,
    rating_avg: s.rating_avg,
    delivery_time: s.delivery_time,
    price: s.price,
    translation: s.translation ? { title: s.translation.title } : null,
  }
}

export function toCardShopPage<P extends { data: Shop[] }>(page: P): Omit<P, 'data'> & { data: CardShop[] } {
  return { ...page, data: page.data.map(toCardShop) }
}
