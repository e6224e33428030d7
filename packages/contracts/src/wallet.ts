import { z } from 'zod'
import { listQuerySchema, paginatedSchema } from './common.ts'

const id = z.number().int()

export const walletHistoryUserSchema = z.object({
  id,
  uuid: z.string(),
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
  img: z.string().nullable(),
})

/**
 * IWallet: one row of the wallet's ledger. `type` is `topup` for money in and `withdraw` for money out; `price` is
 * the amount (always positive) in the request's currency; `reason` tells what moved it (order, refund, transfer...).
 */
export const walletHistorySchema = z.object({
  id,
  uuid: z.string(),
  wallet_uuid: z.string(),
  type: z.enum(['topup', 'withdraw']),
  reason: z.enum(['topup', 'withdraw', 'order', 'refund', 'transfer_in', 'transfer_out', 'referral', 'parcel']),
  price: z.number(),
  note: z.string().nullable(),
  status: z.enum(['processed', 'pending', 'rejected']),
  order_id: id.nullable(),
  created_at: z.string(),
  /** Who caused the movement (the sender of a transfer). */
  author: walletHistoryUserSchema.nullable(),
  /** The other side of a transfer. */
  user: walletHistoryUserSchema.nullable(),
})
export type WalletHistory = z.infer<typeof walletHistorySchema>
export const walletHistoriesPaginatedSchema = paginatedSchema(walletHistorySchema)
export const walletHistoriesQuerySchema = listQuerySchema

/** `wallet/send`: `price` in the request's currency to the user with `uuid`. */
export const walletSendBodySchema = z.object({
  price: z.coerce
    .number({ message: 'must be a number' })
    .refine(Number.isFinite, 'must be a number')
    .pipe(z.number().positive().max(1_000_000)),
  uuid: z.string().uuid(),
  currency_id: z.coerce.number().int().min(1).nullish(),
})
export const walletSchema = z.object({ id, uuid: z.string(), price: z.number(), symbol: z.string() })

/**
 * A user one can send money to (`search-sending`): no contact details, and no `role` (the contract lists it, but
 * clients only use `uuid` and the name, and a role would tell strangers who the sellers and admins are).
 */
export const searchedUserSchema = z.object({
  id,
  uuid: z.string(),
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
  img: z.string().nullable(),
  active: z.boolean(),
  empty_p: z.boolean(),
})
export type SearchedUser = z.infer<typeof searchedUserSchema>
export const searchSendingQuerySchema = listQuerySchema.extend({
  search: z.string().trim().min(2, 'must be at least 2 characters').max(100),
})
export const searchedUsersPaginatedSchema = paginatedSchema(searchedUserSchema)
