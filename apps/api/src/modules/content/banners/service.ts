import type { Banner, Shop } from '@basil/contracts'
import type { Executor } from '../../../db/types.ts'
import type { RequestContext } from '../../../lib/context.ts'
import { notFound } from '../../../lib/errors.ts'
import { imageUrl, isoDate } from '../../../lib/present.ts'
import { presentTranslation } from '../../../lib/translations.ts'
import { loadTranslationsOf } from '../../../db/translations.ts'
import type { GeoPoint } from '../../shops/index.ts'
import { presentShopsByIds } from '../../shops/index.ts'
import { findShopsDeliveringTo } from '../../shops/index.ts'
import type { PageWindow } from '../shared.ts'
import * as repo from './repository.ts'

async function presentBanners(db: Executor, rows: repo.BannerRow[], ctx: RequestContext): Promise<Banner[]> {
  const translations = await loadTranslationsOf(
    db,
    'bannerTranslations',
    rows.map((r) => r.id),
    ctx,
  )
  return rows.map((row) => {
    const t = presentTranslation(translations.get(row.id))
    return {
      id: row.id,
      shop_id: row.shopId,
      url: row.url,
      img: imageUrl(row.img, ctx),
      active: row.active,
      clickable: row.clickable,
      type: row.type,
      likes: row.likes,
      input: row.input,
      expired_at: isoDate(row.expiredAt),
      created_at: isoDate(row.createdAt)!,
      translation: t && {
        id: t.id,
        locale: t.locale,
        title: t.title,
        description: t.description,
        button_text: t.buttonText,
      },
    }
  })
}

export async function listBanners(db: Executor, window: PageWindow, ctx: RequestContext) {
  const { rows, total } = await repo.listLiveBanners(db, { type: 'banner', now: new Date() }, window)
  return { items: await presentBanners(db, rows, ctx), total }
}

/** A home banner with one page of its public shops (in shop id order) and their number. */
export async function getBanner(
  db: Executor,
  id: number,
  window: PageWindow,
  ctx: RequestContext,
): Promise<Banner & { shops: Shop[]; shops_count: number }> {
  const row = await repo.findLiveBanner(db, id, 'banner', new Date())
  if (!row) throw notFound('Banner not found')
  const shopIds = await repo.listBannerShopIds(db, id)
  const page = shopIds.slice(window.offset, window.offset + window.perPage)
  const [[banner], shopsById] = await Promise.all([presentBanners(db, [row], ctx), presentShopsByIds(db, page, ctx)])
  const shops = page.flatMap((shopId) => {
    const shop = shopsById.get(shopId)
    return shop ? [shop] : []
  })
  return { ...banner!, shops, shops_count: shopIds.length }
}

/** Ads (`look` banners); with an address, only ads of shops delivering there (and ads featuring no shop). */
export async function listAds(db: Executor, address: GeoPoint | undefined, window: PageWindow, ctx: RequestContext) {
  const shopIds = address ? [...(await findShopsDeliveringTo(db, address)).keys()] : undefined
  const { rows, total } = await repo.listLiveBanners(db, { type: 'look', now: new Date(), shopIds }, window)
  return { items: await presentBanners(db, rows, ctx), total }
}

export async function getAd(db: Executor, id: number, ctx: RequestContext): Promise<{ banner: Banner; shops: Shop[] }> {
  const row = await repo.findLiveBanner(db, id, 'look', new Date())
  if (!row) throw notFound('Banner not found')
  const shopIds = await repo.listBannerShopIds(db, id)
  const [[banner], shopsById] = await Promise.all([presentBanners(db, [row], ctx), presentShopsByIds(db, shopIds, ctx)])
  const shops = shopIds.flatMap((shopId) => {
    const shop = shopsById.get(shopId)
    return shop ? [shop] : []
  })
  return { banner: banner!, shops }
}
