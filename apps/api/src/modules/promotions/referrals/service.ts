import type { Referral } from '@basil/contracts'
import type { Executor } from '../../../db/types.ts'
import type { RequestContext } from '../../../lib/context.ts'
import { notFound } from '../../../lib/errors.ts'
import { imageUrl, isoDate, money } from '../../../lib/present.ts'
import { presentTranslation } from '../../../lib/translations.ts'
import { loadTranslationsOf } from '../../../db/translations.ts'
import { notifyUser } from '../../notifications/index.ts'
import { postWalletEntry } from '../../wallet/index.ts'
import * as repo from './repository.ts'

export async function getReferral(db: Executor, ctx: RequestContext): Promise<Referral> {
  const row = await repo.findRunningReferral(db, new Date())
  if (!row) throw notFound('Referral not found')
  const translations = await loadTranslationsOf(db, 'referralTranslations', [row.id], ctx)
  return {
    id: row.id,
    price_from: money(row.priceFrom, ctx),
    price_to: money(row.priceTo, ctx),
    img: imageUrl(row.img, ctx),
    expired_at: isoDate(row.expiredAt),
    created_at: isoDate(row.createdAt)!,
    translation: presentTranslation(translations.get(row.id)),
  }
}

const fullName = (p: { firstname: string | null; lastname: string | null } | undefined, fallback: string) =>
  [p?.firstname, p?.lastname].filter(Boolean).join(' ') || fallback

/**
 * Called in the transaction that marks an order delivered. When it is the first delivered order of a customer who
 * signed up with a referral code, and referrals are on with a programme running, both wallets are credited once:
 * the referrer with the programme's `price_from`, the new customer with its `price_to` (ledger rows of type
 * `referral` naming the other party and the order). The referrer gets a `new_user_by_referral` notification, the new
 * customer a `transaction` one. Answers the referrer who was rewarded (their pages are told after the commit), or
 * null when no reward was paid.
 */
export async function rewardReferralOnDelivery(
  tx: Executor,
  order: { id: number; userId: number | null },
): Promise<number | null> {
  if (order.userId === null) return null
  if (!(await repo.isReferralSettingOn(tx))) return null
  const programme = await repo.findRunningReferral(tx, new Date())
  if (!programme) return null
  const referredId = order.userId
  const rewards = { referrer: Math.max(0, programme.priceFrom), referred: Math.max(0, programme.priceTo) }
  const referrerId = await repo.claimReferralReward(tx, referredId, order.id, rewards)
  if (referrerId === undefined) return null
  const [referrer, referred] = await Promise.all([repo.findPerson(tx, referrerId), repo.findPerson(tx, referredId)])
  const referredName = fullName(referred, 'A customer')
  if (rewards.referrer > 0) {
    await postWalletEntry(tx, {
      userId: referrerId,
      amount: rewards.referrer,
      type: 'referral',
      authorId: referredId,
      counterpartyId: referredId,
      orderId: order.id,
      note: `Referral reward: ${referredName} received their first order`,
    })
  }
  if (rewards.referred > 0) {
    await postWalletEntry(tx, {
      userId: referredId,
      amount: rewards.referred,
      type: 'referral',
      authorId: referrerId,
      counterpartyId: referrerId,
      orderId: order.id,
      note: `Referral reward: welcome, invited by ${fullName(referrer, 'a friend')}`,
    })
    await notifyUser(tx, {
      userId: referredId,
      type: 'transaction',
      title: 'You received a referral reward',
      body: `Your first order was delivered: the welcome reward is in your wallet`,
      data: { type: 'wallet', reason: 'referral', amount: rewards.referred, order_id: order.id },
    })
  }
  await notifyUser(tx, {
    userId: referrerId,
    type: 'new_user_by_referral',
    title: 'You earned a referral reward',
    body: `${referredName} joined with your code and received their first order`,
    data: { type: 'referral', user: referred?.uuid ?? null, amount: rewards.referrer, order_id: order.id },
  })
  return referrerId
}
