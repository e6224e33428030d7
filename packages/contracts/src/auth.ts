import { z } from 'zod'
import { localeQuerySchema, successSchema } from './common.ts'
import { userSchema } from './user.ts'

/** Field values arrive as strings, or as numbers (`phone`) from some clients. */
const loose = (max: number) => z.union([z.string().max(max), z.number()]).transform((v) => String(v).trim())
const passwordField = z.string().max(200)

export const loginBodySchema = z.object({
  email: loose(254).optional(),
  phone: loose(32).optional(),
  password: z.string().max(200, 'is too long').nullish(),
})

export const loginResponseSchema = successSchema(
  z.object({ access_token: z.string(), token_type: z.literal('Bearer'), user: userSchema }),
)
/** Sign-up and verification answers: the session token under `token`. */
export const tokenResponseSchema = successSchema(z.object({ token: z.string(), user: userSchema }))

/** `auth/register` and `auth/resend-verify`: the fields come in the query string (the body is empty). */
export const registerQuerySchema = localeQuerySchema.extend({
  email: loose(254).optional(),
  phone: loose(32).optional(),
  /**
   * `login`: sign-in by a phone one-time code. The code is texted to a number that already has an account (with a
   * password or not) as well as to a new one; `auth/verify/phone` then signs it in (or registers the new number).
   */
  purpose: z.enum(['register', 'login']).optional(),
})
export const registerBodySchema = z.object({ email: loose(254).optional(), phone: loose(32).optional() }).nullish()
export const registerResponseSchema = successSchema(
  z.object({
    /** Phone sign-up: the id to send back with the SMS code. */
    verifyId: z.string().optional(),
    email: z.string().optional(),
    phone: z.string().optional(),
  }),
)

export const verifyCodeParamsSchema = z.object({ code: z.string().max(64) })
/** `auth/verify/{code}`: the code is checked against the address it was mailed to (or the `verifyId` answered). */
export const verifyEmailQuerySchema = localeQuerySchema.extend({
  email: loose(254).optional(),
  verifyId: z.string().max(64).optional(),
})
export const verifyEmailResponseSchema = successSchema(z.object({ email: z.string() }))

const userDetails = {
  firstname: z.string().max(100).nullish(),
  lastname: z.string().max(100).nullish(),
  password: passwordField.nullish(),
  password_confirmation: passwordField.nullish(),
  gender: z.string().max(20).nullish(),
  birthday: z.string().max(30).nullish(),
  referral: z.string().max(64).nullish(),
}

export const afterVerifyBodySchema = z.object({ email: loose(254).optional(), ...userDetails })

/** `auth/verify/phone`: the code check sends `verifyCode`/`verifyId` in the query; the details step sends JSON. */
export const verifyPhoneQuerySchema = localeQuerySchema.extend({
  verifyCode: z.string().max(16).optional(),
  verifyId: z.string().max(64).optional(),
})
export const verifyPhoneBodySchema = z
  .object({
    phone: loose(32).optional(),
    verifyCode: loose(16).optional(),
    verifyId: z.string().max(64).optional(),
    type: z.string().max(20).optional(),
    ...userDetails,
  })
  .nullish()

export const forgotPasswordBodySchema = z.object({ phone: loose(32).optional() })
export const forgotPasswordResponseSchema = successSchema(z.object({ verifyId: z.string() }))
export const forgotPasswordConfirmBodySchema = z
  .object({
    phone: loose(32).optional(),
    verifyCode: loose(16).optional(),
    verifyId: z.string().max(64).optional(),
    type: z.string().max(20).optional(),
    password: passwordField.nullish(),
    password_confirmation: passwordField.nullish(),
  })
  .nullish()
export const forgotPasswordConfirmQuerySchema = localeQuerySchema.extend({
  verifyCode: z.string().max(16).optional(),
  verifyId: z.string().max(64).optional(),
})

export const forgotEmailQuerySchema = localeQuerySchema.extend({
  email: loose(254).optional(),
  password: passwordField.optional(),
  password_confirmation: passwordField.optional(),
})
export const forgotEmailConfirmParamsSchema = z.object({ verifyCode: z.string().max(16) })

/** Social sign-in: `id` is the provider's (or Firebase's) OpenID Connect ID token. */
export const socialProviderSchema = z.enum(['google', 'facebook', 'apple'])
export type SocialProvider = z.infer<typeof socialProviderSchema>
export const socialCallbackParamsSchema = z.object({ provider: socialProviderSchema })
export const socialCallbackBodySchema = z.object({
  id: z.string().min(1, 'is required').max(8192),
  name: z.string().max(200).nullish(),
  email: z.string().max(254).nullish(),
  referral: z.string().max(64).nullish(),
  avatar: z.string().max(1000).nullish(),
})
