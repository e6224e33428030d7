import { and, eq, ilike, inArray, or, type SQL } from 'drizzle-orm'
import type { Executor } from '../../db/types.ts'
import { orders, paymentTransactions, payments, shops, type OrderStatus } from '../../db/schema/index.ts'

export async function ownedShopIds(db: Executor, userId: number): Promise<number[]> {
  const rows = await db.select({ id: shops.id }).from(shops).where(eq(shops.userId, userId))
  return rows.map((r) => r.id)
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`)

export function shopOrdersWhere(
  shopIds: number[],
  filter: { statuses?: OrderStatus[]; deliveryType?: 'delivery' | 'pickup'; search?: string },
): SQL {
  const search = filter.search?.trim()
  const searchId = search && /^\d{1,9}$/.test(search) ? Number(search) : undefined
  return and(
    inArray(orders.shopId, shopIds),
    filter.statuses?.length ? inArray(orders.status, filter.statuses) : undefined,
    filter.deliveryType ? eq(orders.deliveryType, filter.deliveryType) : undefined,
    search
      ? or(
          searchId !== undefined ? eq(orders.id, searchId) : undefined,
          // Short numbers are order ids; a phone needs a few digits before it is worth matching.
          search.length >= 4 ? ilike(orders.phone, `%${escapeLike(search)}%`) : undefined,
          searchId === undefined ? ilike(orders.username, `%${escapeLike(search)}%`) : undefined,
        )
      : undefined,
  )!
}

/** Cash is collected on delivery: the order's open cash attempt becomes paid. */
export async function markCashCollected(tx: Executor, orderId: number): Promise<void> {
  const [cash] = await tx.select({ id: payments.id }).from(payments).where(eq(payments.tag, 'cash'))
  if (!cash) return
  await tx
    .update(paymentTransactions)
    .set({ status: 'paid', note: 'cash collected on delivery', updatedAt: new Date() })
    .where(
      and(
        eq(paymentTransactions.orderId, orderId),
        eq(paymentTransactions.paymentId, cash.id),
        eq(paymentTransactions.status, 'progress'),
      ),
    )
}
