// `npm run db:backup` / `db:restore` (backup.ts): a round trip keeps every order and every wallet entry exactly, the
// restored database goes on issuing new ids after the restored ones, and a file that is not a backup of this Basil is
// refused without touching the data.
import { sql } from 'drizzle-orm'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readBackup, restoreBackup, writeBackup } from '../src/db/backup.ts'
import type { Database } from '../src/db/types.ts'
import { postWalletEntry } from '../src/modules/wallet/ledger.ts'
import { createTestApp, type TestApp } from './app.ts'
import { createAccount, demoCustomer, demoSeller, placeOrder, sellerShopId } from './fixtures/orders.ts'

const dir = mkdtempSync(path.join(os.tmpdir(), 'basil-backup-'))
let source: TestApp
let target: TestApp
beforeAll(async () => {
  ;[source, target] = await Promise.all([createTestApp(), createTestApp()])
})
afterAll(async () => {
  await Promise.all([source.close(), target.close()])
  rmSync(dir, { recursive: true, force: true })
})

/** Everything money and orders are made of, as JSON in id order. */
async function moneyAndOrders(db: Database) {
  const tables = [
    'orders',
    'order_details',
    'order_status_history',
    'payment_transactions',
    'wallets',
    'wallet_histories',
    'users',
  ]
  const out: Record<string, unknown> = {}
  for (const table of tables) {
    const result = await db.execute<{ rows: unknown }>(
      sql.raw(`SELECT coalesce(json_agg(t ORDER BY t.id), '[]'::json) AS rows FROM "${table}" t`),
    )
    out[table] = result.rows[0]!.rows
  }
  return out
}

describe('backup and restore', () => {
  it('a round trip keeps every order and wallet entry; new rows get new ids', async () => {
    const customer = await demoCustomer(source.db)
    const seller = await demoSeller(source.db)
    const shopId = await sellerShopId(source.db, seller.id)
    await placeOrder(source.db, { userId: customer.id, shopId, status: 'delivered', paymentTag: 'wallet' })
    await placeOrder(source.db, { userId: customer.id, shopId, status: 'new', paymentTag: 'cash' })
    const other = await createAccount(source.db)
    await postWalletEntry(source.db, { userId: other.id, amount: 12_345, type: 'topup', note: 'line one\nline "two"' })
    const before = await moneyAndOrders(source.db)
    expect((before.orders as unknown[]).length).toBeGreaterThanOrEqual(2)

    const file = path.join(dir, 'round-trip.json.gz')
    const summary = await writeBackup(source.db, file)
    expect(summary.tables).toBeGreaterThan(20)
    expect(readBackup(file).migrations.length).toBeGreaterThan(0)

    // The target has a life of its own before the restore: that must be gone afterwards.
    const stranger = await createAccount(target.db)
    await postWalletEntry(target.db, { userId: stranger.id, amount: 999, type: 'topup' })
    const restored = await restoreBackup(target.db, file)
    expect(restored.rows).toBe(summary.rows)
    expect(await moneyAndOrders(target.db)).toEqual(before)

    // Identity sequences continue after the restored ids.
    const next = await postWalletEntry(target.db, { userId: other.id, amount: 1, type: 'topup' })
    const maxBefore = Math.max(...(before.wallet_histories as Array<{ id: number }>).map((r) => r.id))
    expect(next.historyId).toBeGreaterThan(maxBefore)
  })

  it('refuses a file that is not a backup, or one made by a newer Basil, and leaves the data as it was', async () => {
    const before = await moneyAndOrders(target.db)
    const junk = path.join(dir, 'junk.json.gz')
    writeFileSync(junk, 'not gzip at all')
    await expect(restoreBackup(target.db, junk)).rejects.toThrow(/is not a Basil backup/)
    const newer = path.join(dir, 'newer.json.gz')
    writeFileSync(
      newer,
      gzipSync(
        JSON.stringify({
          format: 'basil-backup',
          version: 1,
          createdAt: '',
          migrations: [1, 9_999_999_999_999],
          tables: {},
        }),
      ),
    )
    await expect(restoreBackup(target.db, newer)).rejects.toThrow(/newer Basil/)
    expect(await moneyAndOrders(target.db)).toEqual(before)
  })
})
