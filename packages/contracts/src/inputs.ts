import type { z } from 'zod'
import type { emailChangeBodySchema, phoneChangeBodySchema, addressChangeConfirmBodySchema } from './account-change.ts'
import type { addressBodySchema } from './address.ts'
import type {
  cartInsertBodySchema,
  cartCalculateBodySchema,
  cartOpenBodySchema,
  cartJoinBodySchema,
  idsBodySchema,
  cartStatusBodySchema,
} from './cart.ts'
import type { orderCreateBodySchema, orderReviewBodySchema, orderRepeatBodySchema } from './order.ts'
import type { refundCreateBodySchema, transactionCreateBodySchema } from './order-ops.ts'
import type { couponCheckBodySchema } from './content.ts'
import type {
  profileUpdateBodySchema,
  passwordUpdateBodySchema,
  notificationSettingsBodySchema,
  firebaseTokenBodySchema,
  pushUnsubscribeBodySchema,
} from './user.ts'
import type {
  loginBodySchema,
  registerBodySchema,
  registerQuerySchema,
  afterVerifyBodySchema,
  verifyPhoneBodySchema,
  verifyPhoneQuerySchema,
  verifyEmailQuerySchema,
  forgotPasswordBodySchema,
  forgotPasswordConfirmBodySchema,
  forgotPasswordConfirmQuerySchema,
  forgotEmailQuerySchema,
} from './auth.ts'
import type { walletSendBodySchema } from './wallet.ts'
import type { deliveryInterestBodySchema } from './delivery-interest.ts'
import type { courierApplicationBodySchema, shopApplicationBodySchema } from './applications.ts'

// What a client may send (z.input: before defaults and coercions), one type per request body or query a client
// builds by hand. The z.infer types beside each schema are what the API sees after parsing.
export type EmailChangeBodyInput = z.input<typeof emailChangeBodySchema>
export type PhoneChangeBodyInput = z.input<typeof phoneChangeBodySchema>
export type AddressChangeConfirmBodyInput = z.input<typeof addressChangeConfirmBodySchema>
export type AddressBodyInput = z.input<typeof addressBodySchema>
export type CartInsertBodyInput = z.input<typeof cartInsertBodySchema>
export type CartCalculateBodyInput = z.input<typeof cartCalculateBodySchema>
export type CartOpenBodyInput = z.input<typeof cartOpenBodySchema>
export type CartJoinBodyInput = z.input<typeof cartJoinBodySchema>
export type IdsBodyInput = z.input<typeof idsBodySchema>
export type CartStatusBodyInput = z.input<typeof cartStatusBodySchema>
export type OrderCreateBodyInput = z.input<typeof orderCreateBodySchema>
export type OrderReviewBodyInput = z.input<typeof orderReviewBodySchema>
export type OrderRepeatBodyInput = z.input<typeof orderRepeatBodySchema>
export type RefundCreateBodyInput = z.input<typeof refundCreateBodySchema>
export type CouponCheckBodyInput = z.input<typeof couponCheckBodySchema>
export type ProfileUpdateBodyInput = z.input<typeof profileUpdateBodySchema>
export type PasswordUpdateBodyInput = z.input<typeof passwordUpdateBodySchema>
export type NotificationSettingsBodyInput = z.input<typeof notificationSettingsBodySchema>
export type FirebaseTokenBodyInput = z.input<typeof firebaseTokenBodySchema>
export type PushUnsubscribeBodyInput = z.input<typeof pushUnsubscribeBodySchema>
export type LoginBodyInput = z.input<typeof loginBodySchema>
export type RegisterBodyInput = z.input<typeof registerBodySchema>
export type RegisterQueryInput = z.input<typeof registerQuerySchema>
export type AfterVerifyBodyInput = z.input<typeof afterVerifyBodySchema>
export type VerifyPhoneBodyInput = z.input<typeof verifyPhoneBodySchema>
export type VerifyPhoneQueryInput = z.input<typeof verifyPhoneQuerySchema>
export type VerifyEmailQueryInput = z.input<typeof verifyEmailQuerySchema>
export type ForgotPasswordBodyInput = z.input<typeof forgotPasswordBodySchema>
export type ForgotPasswordConfirmBodyInput = z.input<typeof forgotPasswordConfirmBodySchema>
export type ForgotPasswordConfirmQueryInput = z.input<typeof forgotPasswordConfirmQuerySchema>
export type ForgotEmailQueryInput = z.input<typeof forgotEmailQuerySchema>
export type WalletSendBodyInput = z.input<typeof walletSendBodySchema>
export type DeliveryInterestBodyInput = z.input<typeof deliveryInterestBodySchema>
export type TransactionCreateBodyInput = z.input<typeof transactionCreateBodySchema>
export type ShopApplicationBodyInput = z.input<typeof shopApplicationBodySchema>
export type CourierApplicationBodyInput = z.input<typeof courierApplicationBodySchema>
