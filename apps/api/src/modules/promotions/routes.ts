import type { FastifyPluginAsync } from 'fastify'
import { couponRoutes } from './coupons/routes.ts'
import { referralRoutes } from './referrals/routes.ts'

/** Coupons and referral programmes. */
export const promotionRoutes: FastifyPluginAsync = async (app) => {
  await app.register(referralRoutes)
  await app.register(couponRoutes)
}
