// Parcels as responses show them: every relation of a set of parcels is loaded here, once for all of them, then
// handed to the pure presenter in present.ts.
import type { Parcel } from '@basil/contracts'
import type { Executor } from '../../db/types.ts'
import type { RequestContext } from '../../lib/context.ts'
import { presentParcelBundles } from './present.ts'
import * as repo from './repository.ts'
import { presentParcelTypes } from './types-service.ts'

const unique = (ids: Array<number | null>) => [...new Set(ids.filter((id): id is number => id !== null))]

/** Parcels as the contract's Parcel, in the order given. Money in the parcel's currency at its own rate. */
export async function presentParcels(db: Executor, rows: repo.ParcelRow[], ctx: RequestContext): Promise<Parcel[]> {
  if (rows.length === 0) return []
  const ids = rows.map((p) => p.id)
  const [typeRows, history, reviews, transactions, currencies, people] = await Promise.all([
    repo.listTypes(db, unique(rows.map((p) => p.typeId))),
    repo.listHistory(db, ids),
    repo.listReviews(db, ids),
    repo.listTransactions(db, ids),
    repo.listCurrencies(db, unique(rows.map((p) => p.currencyId))),
    repo.listPeople(db, unique(rows.map((p) => p.deliverymanId))),
  ])
  const types = await presentParcelTypes(db, typeRows, ctx)
  return presentParcelBundles(rows, { types, history, reviews, transactions, currencies, people }, ctx)
}

export async function presentParcel(db: Executor, row: repo.ParcelRow, ctx: RequestContext): Promise<Parcel> {
  return (await presentParcels(db, [row], ctx))[0]!
}
