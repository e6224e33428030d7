import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, getJson, type TestApp } from '../../../../test/app.ts'
import { payments } from '../../../db/schema/index.ts'
import { expectError, expectPaginated, type Page } from '../../content/test-support.ts'

type PaymentBody = { id: number; tag: string; input: number; sandbox: boolean; active: boolean }

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('GET rest/payments', () => {
  it('lists active payment methods by input in the paginated envelope', async () => {
    const rows = await t.db
      .select()
      .from(payments)
      .where(eq(payments.active, true))
      .orderBy(asc(payments.input), asc(payments.id))
    expect(rows.map((r) => r.tag)).toEqual(expect.arrayContaining(['cash', 'wallet']))
    const res = await getJson<Page<PaymentBody>>(t.app, 'rest/payments')
    expect(res.status).toBe(200)
    expectPaginated(res.body, { current: 1, perPage: 100, total: rows.length })
    expect(res.body.data).toEqual(
      rows.map((r) => ({ id: r.id, tag: r.tag, input: r.input, sandbox: r.sandbox, active: true })),
    )
  })

  it('leaves out inactive methods', async () => {
    const [first] = await t.db.select().from(payments).where(eq(payments.active, true)).limit(1)
    await t.db.update(payments).set({ active: false }).where(eq(payments.id, first!.id))
    const res = await getJson<Page<PaymentBody>>(t.app, 'rest/payments')
    expect(res.body.data.map((p) => p.id)).not.toContain(first!.id)
  })

  it('pages on request and rejects a bad perPage', async () => {
    const res = await getJson<Page<PaymentBody>>(t.app, 'rest/payments?perPage=1&page=2')
    expect(res.body.meta).toMatchObject({ current_page: 2, per_page: 1 })
    expect(res.body.data.length).toBeLessThanOrEqual(1)
    expectError(await getJson(t.app, 'rest/payments?perPage=1000'), 400)
  })
})
