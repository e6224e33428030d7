import type { User } from '@basil/contracts'
import { asc, desc, eq, sql } from 'drizzle-orm'
import type { Executor } from '../../db/types.ts'
import { userAddresses, userReferrals, users } from '../../db/schema/index.ts'
import type { RequestContext } from '../../lib/context.ts'
import { notFound } from '../../lib/errors.ts'
import { imageUrl, isoDate } from '../../lib/present.ts'
import { presentAddress } from '../addresses/index.ts'
import { loadWalletBlock } from '../wallet/index.ts'

/** IUser of one user, with addresses (the active one first) and referral figures. */
export async function loadUser(db: Executor, userId: number, ctx: RequestContext): Promise<User> {
  const [user] = await db.select().from(users).where(eq(users.id, userId))
  if (!user) throw notFound('User not found')
  const [addresses, [referrals]] = await Promise.all([
    db
      .select()
      .from(userAddresses)
      .where(eq(userAddresses.userId, userId))
      .orderBy(desc(userAddresses.active), asc(userAddresses.id)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(userReferrals)
      .where(eq(userReferrals.referrerId, userId)),
  ])
  return {
    id: user.id,
    uuid: user.uuid,
    firstname: user.firstname,
    lastname: user.lastname,
    img: imageUrl(user.img, ctx),
    email: user.email,
    phone: user.phone,
    birthday: user.birthday,
    gender: user.gender,
    role: user.role,
    active: user.active,
    email_verified_at: user.emailVerifiedAt,
    phone_verified_at: user.phoneVerifiedAt,
    registered_at: isoDate(user.createdAt)!,
    wallet: await loadWalletBlock(db, userId, ctx),
    my_referral: user.myReferral,
    referral_from_topup_price: 0,
    referral_from_withdraw_price: 0,
    referral_to_withdraw_price: 0,
    referral_to_topup_price: 0,
    referral_from_topup_count: 0,
    referral_from_withdraw_count: 0,
    referral_to_withdraw_count: 0,
    referral_to_topup_count: 0,
    referrals_count: referrals?.n ?? 0,
    empty_p: !user.passwordHash,
    addresses: addresses.map(presentAddress),
  }
}
