import { z } from 'zod'
import { addressSchema } from './address.ts'
import {
  errorResponses,
  errorSchema,
  listQuerySchema,
  localeQuerySchema,
  paginatedSchema,
  successSchema,
} from './common.ts'

const id = z.number().int()

/** The wallet block of IUser (null until the user has a wallet). */
export const userWalletSchema = z.object({ id, uuid: z.string(), price: z.number(), symbol: z.string() })

/** IUser: the signed-in user as `profile/show`, sign-in and sign-up return it. */
export const userSchema = z.object({
  id,
  uuid: z.string(),
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
  img: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  birthday: z.string().nullable().describe('YYYY-MM-DD'),
  gender: z.string().nullable(),
  role: z.string(),
  active: z.boolean(),
  email_verified_at: z.string().nullable(),
  phone_verified_at: z.string().nullable(),
  registered_at: z.string(),
  wallet: userWalletSchema.nullable(),
  my_referral: z.string().nullable(),
  referral_from_topup_price: z.number(),
  referral_from_withdraw_price: z.number(),
  referral_to_withdraw_price: z.number(),
  referral_to_topup_price: z.number(),
  referral_from_topup_count: z.number().int(),
  referral_from_withdraw_count: z.number().int(),
  referral_to_withdraw_count: z.number().int(),
  referral_to_topup_count: z.number().int(),
  /** How many users signed up with this user's referral code. */
  referrals_count: z.number().int(),
  /** True when the account has no password yet (signed up with a provider or a phone code). */
  empty_p: z.boolean(),
  addresses: z.array(addressSchema),
})
export type User = z.infer<typeof userSchema>
export const userResponseSchema = successSchema(userSchema)

const nameSchema = z.string().trim().min(1, 'is required').max(100)
const optionalString = (max: number) => z.string().trim().max(max).nullish()

/** PUT profile/update: JSON fields (`phone` may also come in the query string). The e-mail and phone only unchanged. */
export const profileUpdateBodySchema = z
  .object({
    firstname: nameSchema.optional(),
    lastname: optionalString(100),
    birthday: z
      .string()
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}/, 'must be a date (YYYY-MM-DD)')
      .nullish(),
    gender: z.enum(['male', 'female', 'other']).nullish(),
    /** Only the current address is accepted (clients send the whole form): it changes through `profile/email/change`. */
    email: optionalString(254).describe('the current e-mail only; a new one goes through profile/email/change'),
    /** Only the current number is accepted: it changes through `profile/phone/change`. */
    phone: z
      .union([z.string().trim().max(32), z.number()])
      .nullish()
      .describe('the current phone only; a new one goes through profile/phone/change'),
    /** Uploaded picture URLs (`dashboard/galleries`); the first becomes the avatar, an empty list removes it. */
    images: z.array(z.string().max(1000)).max(10).nullish(),
  })
  .partial()
  .nullish()
export const profileUpdateQuerySchema = localeQuerySchema.extend({
  phone: z.string().trim().max(32).optional(),
})
export type ProfileUpdateBody = NonNullable<z.infer<typeof profileUpdateBodySchema>>

export const passwordUpdateBodySchema = z.object({
  old_password: z.string().max(200).nullish(),
  password: z.string().max(200).optional(),
  password_confirmation: z.string().max(200).optional(),
})

export const firebaseTokenBodySchema = z.object({
  firebase_token: z.string().trim().min(1, 'is required').max(4096),
})

/** A status-only success: `{timestamp, status, message, data:null}`. */
export const emptySuccessSchema = successSchema(z.null())

/** Raw (unwrapped) unread counts polled every 10 seconds by clients. */
export const notificationStatisticSchema = z.object({
  notification: z.number().int(),
  transaction: z.number().int(),
  new_order: z.number().int(),
  new_user_by_referral: z.number().int(),
  status_changed: z.number().int(),
  new_in_table: z.number().int(),
  booking_status: z.number().int(),
  new_booking: z.number().int(),
  news_publish: z.number().int(),
})
export type NotificationStatistic = z.infer<typeof notificationStatisticSchema>

/** A kind of notification with the user's switch for it. */
export const notificationSettingSchema = z.object({
  id,
  type: z.string(),
  notification: z.object({ notification_id: id, user_id: id, active: z.boolean() }).nullable(),
})
export const notificationSettingsResponseSchema = successSchema(z.array(notificationSettingSchema))
export const notificationSettingsBodySchema = z.object({
  notifications: z
    .array(
      z.object({
        notification_id: z.coerce.number().int().min(1).max(2_147_483_647),
        active: z
          .union([z.boolean(), z.number().int().min(0).max(1), z.enum(['0', '1', 'true', 'false'])])
          .transform((v) => v === true || v === 1 || v === '1' || v === 'true'),
      }),
    )
    .max(100),
})

/** `POST dashboard/galleries`: the stored picture's absolute URL. */
export const galleryUploadResponseSchema = successSchema(z.object({ title: z.string(), type: z.string() }))
export const galleryTypes = [
  'users',
  'shops',
  'products',
  'categories',
  'brands',
  'banners',
  'blogs',
  'reviews',
  'parcels',
  'refunds',
  'chats',
  'receipts',
  'deliveryman',
] as const

/** The responses of routes that need a signed-in user, besides their success. */
export const authedErrorResponses = { ...errorResponses, 401: errorSchema, 403: errorSchema } as const

/** IUserPushNotification: one notification of the signed-in user; unread while `read_at` is null. */
export const pushNotificationSchema = z.object({
  id,
  type: z.string(),
  title: z.string().nullable(),
  body: z.string().nullable(),
  /** What the notification is about, e.g. `{id, type:"order", status}` for `status_changed`. */
  data: z.record(z.string(), z.unknown()).nullable(),
  read_at: z.string().nullable(),
  created_at: z.string(),
  client: z.record(z.string(), z.unknown()).nullable(),
  order: z.record(z.string(), z.unknown()).nullable(),
  blog: z.record(z.string(), z.unknown()).nullable(),
})
export type PushNotification = z.infer<typeof pushNotificationSchema>
export const pushNotificationListQuerySchema = listQuerySchema.extend({
  type: z.string().trim().max(50).optional(),
  column: z.enum(['id', 'created_at', 'read_at']).optional(),
  sort: z.enum(['asc', 'desc']).optional(),
})
export const pushNotificationsPaginatedSchema = paginatedSchema(pushNotificationSchema)
export const pushNotificationResponseSchema = successSchema(pushNotificationSchema)

/** `GET rest/push/key`: the public VAPID key a browser subscribes with (base64url, 65 bytes uncompressed). */
export const pushKeyResponseSchema = successSchema(z.object({ public_key: z.string() }))

/** `POST dashboard/user/profile/push/unsubscribe`: forget one browser's subscription (its endpoint). */
export const pushUnsubscribeBodySchema = z.object({
  endpoint: z.string().trim().min(1, 'is required').max(2048),
})
