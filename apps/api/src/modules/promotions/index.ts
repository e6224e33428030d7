// Promotions: coupons (checked by clients, applied at checkout, used by orders) and referral programmes.
export { promotionRoutes } from './routes.ts'
export { couponDiscount, INVALID_COUPON, requireUsableCoupon, type CouponRow } from './coupons/service.ts'
export { releaseCoupon, useCoupon } from './coupons/repository.ts'
export { rewardReferralOnDelivery } from './referrals/service.ts'
