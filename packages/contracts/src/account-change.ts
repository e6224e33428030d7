import { z } from 'zod'
import { successSchema } from './common.ts'

// Changing the e-mail or phone of a signed-in account (`dashboard/user/profile/{email,phone}/{change,confirm}`): the
// current password and a code sent to the new address or number; the old one stays until the code is confirmed.
// Fields are loose strings here so that the API answers its own messages per field (`params.email`, ...).

const password = z.string().max(200)

/** `POST profile/email/change`: the new address and the current password. */
export const emailChangeBodySchema = z.object({
  email: z.string().max(254).optional(),
  password: password.optional(),
})
export type EmailChangeBody = z.infer<typeof emailChangeBodySchema>

/** `POST profile/phone/change`: the new number (some clients send numbers as numbers) and the current password. */
export const phoneChangeBodySchema = z.object({
  phone: z.union([z.string().max(32), z.number()]).optional(),
  password: password.optional(),
})
export type PhoneChangeBody = z.infer<typeof phoneChangeBodySchema>

/** The answer of a change request: the id to send back with the code, where the code went and for how long it lives. */
export const addressChangeStartedSchema = z.object({
  verifyId: z.string(),
  /** The normalised new e-mail address or phone number the code was sent to. */
  target: z.string(),
  /** Minutes the code stays valid (the `otp_expire_time` setting). */
  expires_in: z.number().int(),
})
export type AddressChangeStarted = z.infer<typeof addressChangeStartedSchema>
export const addressChangeStartedResponseSchema = successSchema(addressChangeStartedSchema)

/** `POST profile/{email,phone}/confirm`: the `verifyId` of the request and the code (`verifyCode` is also accepted). */
export const addressChangeConfirmBodySchema = z.object({
  verifyId: z.string().max(64).optional(),
  code: z.string().max(16).optional(),
  verifyCode: z.string().max(16).optional(),
})
export type AddressChangeConfirmBody = z.infer<typeof addressChangeConfirmBodySchema>
