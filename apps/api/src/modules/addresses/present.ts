import type { Address } from '@basil/contracts'
import type { userAddresses } from '../../db/schema/index.ts'
import { isoDate } from '../../lib/present.ts'

export function presentAddress(row: typeof userAddresses.$inferSelect): Address {
  return {
    id: row.id,
    title: row.title,
    user_id: row.userId,
    active: row.active,
    address: {
      address: row.address,
      floor: row.floor,
      house: row.house,
      entrance: row.entrance,
      comment: row.comment,
    },
    location: { latitude: row.latitude, longitude: row.longitude },
    created_at: isoDate(row.createdAt)!,
    updated_at: isoDate(row.updatedAt)!,
  }
}
