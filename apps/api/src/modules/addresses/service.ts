// Saved addresses. Exactly one address of a user with addresses is active: the first one is, choosing another
// moves the mark, and deleting the active one hands it to the newest remaining one.
import type { Address, AddressBody } from '@basil/contracts'
import type { Database } from '../../db/types.ts'
import { ApiError, notFound } from '../../lib/errors.ts'
import { presentAddress } from './present.ts'
import * as repo from './repository.ts'

export const MAX_ADDRESSES = 100

function valuesOf(body: AddressBody): repo.AddressValues {
  return {
    title: body.title ?? null,
    address: body.address.address ?? null,
    floor: body.address.floor ?? null,
    house: body.address.house ?? null,
    entrance: body.address.entrance ?? null,
    comment: body.address.comment ?? null,
    latitude: body.location.latitude,
    longitude: body.location.longitude,
  }
}

export async function listAddresses(db: Database, userId: number, limit: number, offset: number) {
  const { rows, total } = await repo.listAddresses(db, userId, limit, offset)
  return { items: rows.map(presentAddress), total }
}

export async function createAddress(db: Database, userId: number, body: AddressBody): Promise<Address> {
  const row = await db.transaction(async (tx) => {
    await repo.lockUser(tx, userId)
    const count = await repo.countAddresses(tx, userId)
    if (count >= MAX_ADDRESSES) throw new ApiError(400, 'ERROR_400', `You can save at most ${MAX_ADDRESSES} addresses`)
    const active = count === 0 || body.active === true
    if (active) await repo.deactivateAll(tx, userId)
    return repo.insertAddress(tx, userId, { ...valuesOf(body), active })
  })
  return presentAddress(row)
}

/** `active: true` makes this the active address; `active: false` cannot leave the user without one, so it is ignored. */
export async function updateAddress(db: Database, userId: number, id: number, body: AddressBody): Promise<Address> {
  const row = await db.transaction(async (tx) => {
    await repo.lockUser(tx, userId)
    const existing = await repo.findOwnAddress(tx, userId, id)
    if (!existing) throw notFound('Address not found')
    const makeActive = body.active === true && !existing.active
    if (makeActive) await repo.deactivateAll(tx, userId)
    return repo.updateAddress(tx, id, { ...valuesOf(body), ...(makeActive ? { active: true } : {}) })
  })
  return presentAddress(row)
}

export async function setActiveAddress(db: Database, userId: number, id: number): Promise<Address> {
  const row = await db.transaction(async (tx) => {
    await repo.lockUser(tx, userId)
    const existing = await repo.findOwnAddress(tx, userId, id)
    if (!existing) throw notFound('Address not found')
    if (existing.active) return existing
    await repo.deactivateAll(tx, userId)
    return repo.updateAddress(tx, id, { active: true })
  })
  return presentAddress(row)
}

/** Deletes all of `ids` or nothing: any id that is not the user's address answers 404. */
export async function deleteAddresses(db: Database, userId: number, ids: number[]): Promise<void> {
  const unique = [...new Set(ids)]
  await db.transaction(async (tx) => {
    await repo.lockUser(tx, userId)
    const own = await repo.findOwnAddresses(tx, userId, unique)
    if (own.length !== unique.length) throw notFound('Address not found')
    await repo.deleteAddresses(tx, userId, unique)
    if (own.some((a) => a.active)) {
      const heir = await repo.findNewestAddress(tx, userId)
      if (heir) await repo.updateAddress(tx, heir.id, { active: true })
    }
  })
}
