// Money the demo needs for ordering: the demo customer's wallet (a top-up row in the ledger and the matching
// balance) and two easy-to-remember coupons at the always-open shops.
import { couponTranslations, coupons, walletHistories, wallets } from '../schema/index.ts'
import { insertAll, insertIds, localized, type SeedContext } from './context.ts'
import type { GlobalRefs } from './part-global.ts'
import { shopStates, type SeededShop } from './part-shops.ts'
import { uuidFor } from './random.ts'
import { t } from './vocabulary/l10n.ts'

/** The demo customer's starting balance, minor units ($500). */
export const DEMO_WALLET_BALANCE = 50_000

export const demoCoupons = [
  {
    name: 'DEMO10',
    type: 'percent' as const,
    price: 10,
    title: t('10% off your order', 'خصم ١٠٪ على طلبك', '10 % sur votre commande'),
  },
  {
    name: 'DEMO5',
    type: 'fix' as const,
    price: 500,
    title: t('$5 off your order', 'خصم ٥ دولارات على طلبك', '5 $ de remise sur votre commande'),
  },
]

const DAY = 86_400_000

export async function seedOrdering(ctx: SeedContext, refs: GlobalRefs, shops: SeededShop[]) {
  const { tx, now } = ctx
  const [walletId] = await insertIds(tx, wallets, [
    {
      uuid: uuidFor('wallet:customer'),
      userId: refs.customerId,
      balance: DEMO_WALLET_BALANCE,
      createdAt: now,
      updatedAt: now,
    },
  ])
  await insertAll(tx, walletHistories, [
    {
      uuid: uuidFor('wallet-history:customer:welcome'),
      walletId: walletId!,
      type: 'topup',
      amount: DEMO_WALLET_BALANCE,
      status: 'processed',
      note: 'Welcome credit',
      createdAt: now,
    },
  ])

  const alwaysOpen = shops
    .filter((s) => s.listed && (shopStates.alwaysOpen as readonly number[]).includes(s.index))
    .slice(0, 2)
  const plan = alwaysOpen.flatMap((shop) => demoCoupons.map((c) => ({ shop, c })))
  const ids = await insertIds(
    tx,
    coupons,
    plan.map(({ shop, c }) => ({
      shopId: shop.id,
      name: c.name,
      type: c.type,
      price: c.price,
      qty: 1000,
      expiredAt: new Date(now.getTime() + 365 * DAY),
    })),
  )
  await insertAll(
    tx,
    couponTranslations,
    plan.flatMap((p, i) => localized(ids[i]!, { title: p.c.title })),
  )
}
