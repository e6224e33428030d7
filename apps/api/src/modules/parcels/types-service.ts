// The parcel types and the price of a trip (`rest/parcel-order/types`, `rest/parcel-order/calculate-price`): the
// same price function the parcels' creation uses, so a quote and a parcel's price never differ.
import type { ParcelType } from '@basil/contracts'
import type { Executor } from '../../db/types.ts'
import type { RequestContext } from '../../lib/context.ts'
import { notFound } from '../../lib/errors.ts'
import { imageUrl, money } from '../../lib/present.ts'
import { presentTranslation } from '../../lib/translations.ts'
import { loadTranslationsOf } from '../../db/translations.ts'
import { distanceKm, type GeoPoint } from '../shops/index.ts'
import type { PageWindow } from '../../lib/pagination.ts'
import * as repo from './types-repository.ts'

export async function listParcelTypes(
  db: Executor,
  window: PageWindow,
  ctx: RequestContext,
): Promise<{ items: ParcelType[]; total: number }> {
  const { rows, total } = await repo.listActiveParcelTypes(db, window)
  return { items: await presentParcelTypes(db, rows, ctx), total }
}

/** Parcel types as the contract shows them (prices in the request currency, translated), in the order given. */
export async function presentParcelTypes(
  db: Executor,
  rows: repo.ParcelTypeRow[],
  ctx: RequestContext,
): Promise<ParcelType[]> {
  const translations = await loadTranslationsOf(
    db,
    'parcelOrderTypeTranslations',
    rows.map((r) => r.id),
    ctx,
  )
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    img: imageUrl(row.img, ctx),
    min_width: row.minWidth,
    min_height: row.minHeight,
    min_length: row.minLength,
    max_width: row.maxWidth,
    max_height: row.maxHeight,
    max_length: row.maxLength,
    min_g: row.minG,
    max_g: row.maxG,
    price: money(row.price, ctx),
    price_per_km: money(row.pricePerKm, ctx),
    special: row.special,
    special_price: money(row.specialPrice, ctx),
    special_price_per_km: money(row.specialPricePerKm, ctx),
    active: row.active,
    translation: presentTranslation(translations.get(row.id)),
  }))
}

/** Delivery price of a parcel, minor units: the type's base price plus its per-km price over the great-circle distance. */
export function priceParcel(
  type: Pick<repo.ParcelTypeRow, 'price' | 'pricePerKm'>,
  from: GeoPoint,
  to: GeoPoint,
): number {
  return type.price + type.pricePerKm * distanceKm(from, to)
}

export async function calculateParcelPrice(
  db: Executor,
  query: { type_id: number; address_from: GeoPoint; address_to: GeoPoint },
  ctx: RequestContext,
) {
  const type = await repo.findActiveParcelType(db, query.type_id)
  if (!type) throw notFound('Parcel type not found')
  return { price: money(priceParcel(type, query.address_from, query.address_to), ctx) }
}
