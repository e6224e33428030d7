import type { User } from '@basil/contracts'
import type { RequestContext } from '../../lib/context.ts'
import { imageUrl, isoDate, money } from '../../lib/present.ts'
import { presentAddress } from '../addresses/index.ts'
import type { UserRecord } from './repository.ts'

/**
 * IUser of one user, with addresses (the active one first) and referral figures: `referral_from_topup_*` are the
 * rewards earned as a referrer (one per invited customer whose first order was delivered), `referral_to_topup_*` the
 * reward received as the invited customer; nothing is ever withdrawn, so the `*_withdraw_*` figures stay 0.
 */
export function presentUser(
  { user, addresses, referralsCount, referralRewards }: UserRecord,
  wallet: User['wallet'],
  ctx: RequestContext,
): User {
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
    wallet,
    my_referral: user.myReferral,
    referral_from_topup_price: money(referralRewards.fromPrice, ctx),
    referral_from_withdraw_price: 0,
    referral_to_withdraw_price: 0,
    referral_to_topup_price: money(referralRewards.toPrice, ctx),
    referral_from_topup_count: referralRewards.fromCount,
    referral_from_withdraw_count: 0,
    referral_to_withdraw_count: 0,
    referral_to_topup_count: referralRewards.toCount,
    referrals_count: referralsCount,
    empty_p: !user.passwordHash,
    addresses: addresses.map(presentAddress),
  }
}
