// Sign-up, sign-in, verification, password reset and social sign-in.
import type { User } from '@basil/contracts'
import { hash, verify } from '@node-rs/argon2'
import type { FastifyBaseLogger } from 'fastify'
import { randomUUID } from 'node:crypto'
import type { Database, Executor } from '../../db/types.ts'
import type { RequestContext } from '../../lib/context.ts'
import { ApiError, notFound } from '../../lib/errors.ts'
import type { AccountsConfig, AuthUser, SocialProviderName } from '../../plugins/auth.ts'
import { loadWalletBlock } from '../wallet/index.ts'
import { consumeCode, createCode, findVerifiedCode, verifyCodeById, verifyCodeForTarget } from './codes.ts'
import type { OidcVerifier } from './oidc.ts'
import { presentUser } from './present.ts'
import * as repo from './repository.ts'
import {
  FieldErrors,
  MESSAGES,
  checkNewPassword,
  fieldError,
  isValidEmail,
  normalizeEmail,
  normalizePhone,
  requireEmail,
  requirePhone,
} from './rules.ts'
import { issueSession, revokeSession, revokeUserSessions, type SessionPurpose } from '../../lib/sessions.ts'

/** IUser of one user (auth answers and profile/show): 404 when unknown. */
export async function loadUser(db: Executor, userId: number, ctx: RequestContext): Promise<User> {
  const [record, wallet] = await Promise.all([repo.findUserRecord(db, userId), loadWalletBlock(db, userId, ctx)])
  if (!record) throw notFound('User not found')
  return presentUser(record, wallet, ctx)
}

export interface AuthDeps {
  db: Database
  accounts: AccountsConfig
  oidc: OidcVerifier
  log: FastifyBaseLogger
  ctx: RequestContext
}

export const hashPassword = (password: string) => hash(password)

// Verifying against a throw-away hash when no account matches keeps sign-in time the same either way.
let decoyHash: Promise<string> | undefined
async function passwordMatches(stored: string | null | undefined, password: string): Promise<boolean> {
  decoyHash ??= hash('basil-decoy-password')
  const target = stored ?? (await decoyHash)
  try {
    const ok = await verify(target, password)
    return ok && Boolean(stored)
  } catch {
    return false
  }
}

async function sendMailCode(deps: AuthDeps, to: string, subject: string, code: string, minutes: number) {
  try {
    await deps.accounts.mail.sendMail({
      to,
      subject,
      text: `Your Basil verification code is ${code}. It expires in ${minutes} minute${minutes === 1 ? '' : 's'}.\nIf you did not ask for it, ignore this message.`,
    })
  } catch (error) {
    deps.log.error({ err: error }, 'sending a verification mail failed')
    throw new ApiError(400, 'ERROR_400', MESSAGES.mailNotSent)
  }
}

async function sendSmsCode(deps: AuthDeps, to: string, code: string, minutes: number) {
  try {
    await deps.accounts.sms.sendSms({ to, text: `Basil code: ${code}. Valid for ${minutes} min.` })
  } catch (error) {
    deps.log.error({ err: error }, 'sending a verification sms failed')
    throw new ApiError(400, 'ERROR_400', MESSAGES.smsNotSent)
  }
}

async function sessionFor(deps: AuthDeps, userId: number, purpose: SessionPurpose = 'login') {
  const token = await issueSession(deps.db, userId, deps.accounts.tokenTtlDays, purpose)
  return { token, user: await loadUser(deps.db, userId, deps.ctx) }
}

// ---------------------------------------------------------------- sign-in

export async function login(
  deps: AuthDeps,
  input: { email?: string; phone?: string; password?: string | null },
): Promise<{ access_token: string; token_type: 'Bearer'; user: User }> {
  const errors = new FieldErrors()
  const email = normalizeEmail(input.email)
  const rawPhone = input.phone?.trim()
  if (!email && !rawPhone)
    errors.add(
      input.phone === undefined ? 'email' : 'phone',
      MESSAGES.required(input.phone === undefined ? 'email' : 'phone'),
    )
  if (!input.password) errors.add('password', MESSAGES.required('password'))
  errors.throwIfAny()
  const phone = rawPhone ? normalizePhone(rawPhone) : null
  const user = email
    ? await repo.findUserByEmail(deps.db, email)
    : phone
      ? await repo.findUserByPhone(deps.db, phone)
      : undefined
  const matches = await passwordMatches(user?.passwordHash, input.password!)
  if (!user || !matches || !user.active) throw new ApiError(400, 'ERROR_102', MESSAGES.loginInvalid)
  const session = await sessionFor(deps, user.id)
  return { access_token: session.token, token_type: 'Bearer', user: session.user }
}

export async function logout(deps: AuthDeps, user: AuthUser): Promise<void> {
  await revokeSession(deps.db, user.tokenId)
}

// ---------------------------------------------------------------- sign-up by e-mail

/**
 * `auth/register?email=` and `auth/resend-verify?email=`: mails a code to an address nobody uses yet. The answer's
 * `verifyId` may go back with the code instead of the address.
 */
export async function startEmailSignUp(
  deps: AuthDeps,
  rawEmail: string | undefined,
): Promise<{ email: string; verifyId: string }> {
  const email = requireEmail(rawEmail)
  if (await repo.findUserByEmail(deps.db, email)) throw fieldError('email', MESSAGES.emailTaken)
  const { code, verifyId, minutes } = await createCode(deps.db, 'register', 'email', email)
  await sendMailCode(deps, email, 'Your Basil verification code', code, minutes)
  return { email, verifyId }
}

/**
 * `auth/verify/{code}?email=` (or `?verifyId=`): the code from the mail proves the address. The code is checked only
 * against the codes of that address, never looked up by its value alone.
 */
export async function verifyEmail(
  deps: AuthDeps,
  code: string,
  input: { email?: string; verifyId?: string },
): Promise<{ email: string }> {
  const verifyId = input.verifyId?.trim()
  if (verifyId) {
    const row = await verifyCodeById(deps.db, 'register', verifyId, code, 'email')
    return { email: row.target }
  }
  const email = normalizeEmail(input.email)
  if (!email) throw fieldError('email', MESSAGES.required('email'))
  const row = await verifyCodeForTarget(deps.db, 'register', 'email', email, code)
  return { email: row.target }
}

interface Details {
  firstname?: string | null
  lastname?: string | null
  password?: string | null
  password_confirmation?: string | null
  gender?: string | null
  birthday?: string | null
  referral?: string | null
}

const GENDERS = new Set(['male', 'female', 'other'])

/** The profile fields of a sign-up's details step, checked. */
function checkDetails(errors: FieldErrors, input: Details) {
  const firstname = input.firstname?.trim()
  if (!firstname) errors.add('firstname', MESSAGES.required('firstname'))
  checkNewPassword(errors, input.password, input.password_confirmation)
  const gender = input.gender?.trim().toLowerCase() || null
  if (gender && !GENDERS.has(gender)) errors.add('gender', 'The selected gender is invalid.')
  const birthday = input.birthday?.trim() || null
  if (birthday && !/^\d{4}-\d{2}-\d{2}$/.test(birthday))
    errors.add('birthday', 'The birthday must be a date (YYYY-MM-DD).')
  return {
    firstname: firstname ?? null,
    lastname: input.lastname?.trim() || null,
    gender,
    birthday,
  }
}

/** `auth/after-verify`: creates the account of a verified address and signs it in. */
export async function completeEmailSignUp(
  deps: AuthDeps,
  input: Details & { email?: string },
): Promise<{ token: string; user: User }> {
  const email = requireEmail(input.email)
  const errors = new FieldErrors()
  const details = checkDetails(errors, input)
  errors.throwIfAny()
  const passwordHash = await hashPassword(input.password!)
  const userId = await deps.db.transaction(async (tx) => {
    const verified = await findVerifiedCode(tx, 'register', 'email', email)
    if (!verified) throw fieldError('email', MESSAGES.emailNotVerified)
    if (await repo.findUserByEmail(tx, email)) throw fieldError('email', MESSAGES.emailTaken)
    const user = await insertUserOrTaken(tx, 'email', {
      ...details,
      email,
      passwordHash,
      emailVerifiedAt: new Date().toISOString(),
    })
    await consumeCode(tx, verified.id)
    await repo.recordReferral(tx, user.id, input.referral)
    return user.id
  })
  return sessionFor(deps, userId)
}

async function insertUserOrTaken(
  db: Executor,
  field: 'email' | 'phone',
  values: Parameters<typeof repo.insertUser>[1],
) {
  try {
    return await repo.insertUser(db, values)
  } catch (error) {
    if (repo.isUniqueViolation(error))
      throw fieldError(field, field === 'email' ? MESSAGES.emailTaken : MESSAGES.phoneTaken)
    throw error
  }
}

// ---------------------------------------------------------------- sign-up by phone

/**
 * `auth/register?phone=`: texts a code; the answer's `verifyId` goes back with it. Signing up refuses a number whose
 * account is complete; signing in by code (`purpose=login`) texts any number, and `auth/verify/phone` then signs its
 * account in, or registers the number when it is new.
 */
export async function startPhoneSignUp(
  deps: AuthDeps,
  rawPhone: string | undefined,
  options: { signIn?: boolean } = {},
): Promise<{ verifyId: string; phone: string }> {
  const phone = requirePhone(rawPhone)
  const existing = await repo.findUserByPhone(deps.db, phone)
  if (existing && !existing.active && options.signIn) throw new ApiError(400, 'ERROR_102', MESSAGES.loginInvalid)
  if (existing?.passwordHash && !options.signIn) throw fieldError('phone', MESSAGES.phoneTaken)
  const { code, verifyId, minutes } = await createCode(deps.db, 'register', 'phone', phone)
  await sendSmsCode(deps, phone, code, minutes)
  return { verifyId, phone }
}

/**
 * `auth/verify/phone`. With `verifyCode` and `verifyId` it checks the texted code and signs the number in (creating
 * its account when new, without a password yet). With profile fields (`firstname`, `password`...) it completes the
 * account of a number verified within the last hour. Both may come in one request.
 */
export async function verifyPhone(
  deps: AuthDeps,
  input: Details & { verifyCode?: string; verifyId?: string; phone?: string },
): Promise<{ token: string; user: User }> {
  const hasCode = Boolean(input.verifyCode || input.verifyId)
  const hasDetails = Boolean(input.firstname || input.password)
  if (!hasCode && !hasDetails) throw fieldError('verifyCode', MESSAGES.wrongCode)

  let verifiedPhone: string | undefined
  if (hasCode) {
    const row = await verifyCodeById(deps.db, 'register', input.verifyId, input.verifyCode)
    verifiedPhone = row.target
  }
  if (!hasDetails) {
    const userId = await deps.db.transaction(async (tx) => {
      const existing = await repo.findUserByPhone(tx, verifiedPhone!)
      if (existing) {
        if (!existing.active) throw new ApiError(400, 'ERROR_102', MESSAGES.loginInvalid)
        await repo.updateUser(tx, existing.id, { phoneVerifiedAt: new Date().toISOString() })
        return existing.id
      }
      const created = await insertUserOrTaken(tx, 'phone', {
        phone: verifiedPhone!,
        phoneVerifiedAt: new Date().toISOString(),
      })
      return created.id
    })
    return sessionFor(deps, userId)
  }

  const phone = verifiedPhone ?? requirePhone(input.phone)
  const errors = new FieldErrors()
  const details = checkDetails(errors, input)
  errors.throwIfAny()
  const passwordHash = await hashPassword(input.password!)
  const userId = await deps.db.transaction(async (tx) => {
    const verified = await findVerifiedCode(tx, 'register', 'phone', phone)
    if (!verified) throw fieldError('phone', MESSAGES.phoneNotVerified)
    const existing = await repo.findUserByPhone(tx, phone)
    if (existing?.passwordHash) throw fieldError('phone', MESSAGES.phoneTaken)
    const now = new Date().toISOString()
    let id: number
    if (existing) {
      await repo.updateUser(tx, existing.id, { ...details, passwordHash, phoneVerifiedAt: now })
      id = existing.id
    } else {
      id = (await insertUserOrTaken(tx, 'phone', { ...details, phone, passwordHash, phoneVerifiedAt: now })).id
    }
    await consumeCode(tx, verified.id)
    await repo.recordReferral(tx, id, input.referral)
    return id
  })
  return sessionFor(deps, userId)
}

// ---------------------------------------------------------------- password reset

/**
 * `auth/forgot/email-password?email=`: mails a code when the address has an account. The answer is the same either
 * way so that nobody learns which addresses are registered.
 */
export async function startEmailReset(deps: AuthDeps, rawEmail: string | undefined): Promise<void> {
  const email = requireEmail(rawEmail)
  const user = await repo.findUserByEmail(deps.db, email)
  if (!user || !user.active) return
  const { code, minutes } = await createCode(deps.db, 'password_reset', 'email', email)
  await sendMailCode(deps, email, 'Reset your Basil password', code, minutes)
}

/** `auth/forgot/password {phone}`: texts a code when the number has an account; always answers a `verifyId`. */
export async function startPhoneReset(deps: AuthDeps, rawPhone: string | undefined): Promise<{ verifyId: string }> {
  const phone = requirePhone(rawPhone)
  const user = await repo.findUserByPhone(deps.db, phone)
  if (!user || !user.active) return { verifyId: randomUUID() }
  const { code, verifyId, minutes } = await createCode(deps.db, 'password_reset', 'phone', phone)
  await sendSmsCode(deps, phone, code, minutes)
  return { verifyId }
}

interface NewPassword {
  password?: string | null
  password_confirmation?: string | null
}

function checkOptionalPassword(input: NewPassword) {
  if (!input.password && !input.password_confirmation) return
  const errors = new FieldErrors()
  checkNewPassword(errors, input.password, input.password_confirmation)
  errors.throwIfAny()
}

/**
 * Ends a reset: with a new password it is set and every other session ends; without one the answer is a short-lived
 * right to set it through `profile/password/update` without the old password.
 */
async function finishReset(deps: AuthDeps, userId: number, input: NewPassword) {
  if (input.password) {
    await repo.updateUser(deps.db, userId, { passwordHash: await hashPassword(input.password) })
    await revokeUserSessions(deps.db, userId)
    return sessionFor(deps, userId)
  }
  return sessionFor(deps, userId, 'password_reset')
}

/** `auth/forgot/email-password/{code}?email=&password=&password_confirmation=`. */
export async function confirmEmailReset(
  deps: AuthDeps,
  code: string,
  input: NewPassword & { email?: string },
): Promise<{ token: string; user: User }> {
  const email = normalizeEmail(input.email)
  if (!email || !isValidEmail(email))
    throw fieldError('email', email ? MESSAGES.emailInvalid : MESSAGES.required('email'))
  checkOptionalPassword(input)
  const row = await verifyCodeForTarget(deps.db, 'password_reset', 'email', email, code)
  const user = await repo.findUserByEmail(deps.db, row.target)
  if (!user || !user.active) throw fieldError('verifyCode', MESSAGES.wrongCode)
  await consumeCode(deps.db, row.id)
  return finishReset(deps, user.id, input)
}

/** `auth/forgot/password/confirm {verifyId, verifyCode, password?, password_confirmation?}`. */
export async function confirmPhoneReset(
  deps: AuthDeps,
  input: NewPassword & { verifyId?: string; verifyCode?: string; phone?: string },
): Promise<{ token: string; user: User }> {
  checkOptionalPassword(input)
  const row = await verifyCodeById(deps.db, 'password_reset', input.verifyId, input.verifyCode)
  const user = await repo.findUserByPhone(deps.db, row.target)
  if (!user || !user.active) throw fieldError('verifyCode', MESSAGES.wrongCode)
  await consumeCode(deps.db, row.id)
  return finishReset(deps, user.id, input)
}

// ---------------------------------------------------------------- social sign-in

function splitName(name: string | null | undefined): { firstname: string | null; lastname: string | null } {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean)
  if (parts.length === 0) return { firstname: null, lastname: null }
  return { firstname: parts[0]!.slice(0, 100), lastname: parts.slice(1).join(' ').slice(0, 100) || null }
}

/**
 * `auth/{provider}/callback`: the provider's signed ID token decides who this is. A known identity signs in; a new
 * one joins the account with the same address when the provider vouches for that address, else gets a new account.
 */
export async function socialSignIn(
  deps: AuthDeps,
  provider: SocialProviderName,
  input: { id: string; name?: string | null; referral?: string | null },
): Promise<{ access_token: string; token_type: 'Bearer'; user: User }> {
  const identity = await deps.oidc.verify(provider, input.id)
  const userId = await deps.db.transaction(async (tx) => {
    const linked = await repo.findSocialAccount(tx, provider, identity.subject)
    if (linked) return linked.userId
    const byEmail = identity.email ? await repo.findUserByEmail(tx, identity.email) : undefined
    let id: number
    if (byEmail) {
      // Joining an existing account on an address the provider has not confirmed would let anyone take it over.
      if (!identity.emailVerified) throw fieldError('email', MESSAGES.emailTaken)
      id = byEmail.id
    } else {
      const fromToken = identity.givenName ? { firstname: identity.givenName, lastname: identity.familyName } : null
      const names = fromToken ?? splitName(input.name ?? identity.name)
      const created = await insertUserOrTaken(tx, 'email', {
        ...names,
        email: identity.email,
        emailVerifiedAt: identity.email && identity.emailVerified ? new Date().toISOString() : null,
      })
      await repo.recordReferral(tx, created.id, input.referral)
      id = created.id
    }
    await repo.linkSocialAccount(tx, { userId: id, provider, subject: identity.subject, email: identity.email })
    return id
  })
  const user = await repo.findUserById(deps.db, userId)
  if (!user?.active) throw new ApiError(400, 'ERROR_102', MESSAGES.loginInvalid)
  const session = await sessionFor(deps, userId)
  return { access_token: session.token, token_type: 'Bearer', user: session.user }
}
