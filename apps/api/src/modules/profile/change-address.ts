// Changing the e-mail or phone of a signed-in account (D10): the current password, then a code sent to the new address
// or number. Until the code comes back the old one stays in force (sign-in, resets); once it does, the new one is set
// as verified and the old one is told, so that a stolen session alone can neither take the account over through a
// reset to an address of the thief's nor squat on an address its owner has not registered yet.
import type { AddressChangeStarted, User } from '@basil/contracts'
import { verify } from '@node-rs/argon2'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../../db/types.ts'
import type { RequestContext } from '../../lib/context.ts'
import { ApiError } from '../../lib/errors.ts'
import type { AccountsConfig, AuthUser } from '../../plugins/auth.ts'
import { findUserById, isUniqueViolation, updateUser } from '../auth/index.ts'
import { MESSAGES, fieldError, isValidEmail, normalizeEmail, normalizePhone } from '../auth/index.ts'
import { createChangeCode, useChangeCode, type ChangePurpose } from './change-codes.ts'
import { loadUser } from '../auth/index.ts'
import * as repo from './repository.ts'

export const CHANGE_MESSAGES = {
  passwordIncorrect: 'The password is incorrect',
  /** Accounts that signed up with a provider or a phone code have no password to confirm a change with. */
  passwordNeeded: 'Set a password first: changing the email or phone needs your current password',
  sameEmail: 'This is already your email',
  samePhone: 'This is already your phone number',
  /** `profile/update` with another address or number. */
  emailByChangeFlow:
    'The email is changed with your password and a code sent to the new address: POST dashboard/user/profile/email/change',
  phoneByChangeFlow:
    'The phone is changed with your password and a code sent to the new number: POST dashboard/user/profile/phone/change',
} as const

export interface ChangeDeps {
  db: Database
  accounts: AccountsConfig
  log: FastifyBaseLogger
  ctx: RequestContext
}

type Kind = 'email' | 'phone'
const purposeOf = (kind: Kind): ChangePurpose => (kind === 'email' ? 'email_change' : 'phone_change')

/**
 * The current password must come with the request. An account without one (social or phone-code sign-up, `empty_p`)
 * is refused rather than let through on the session alone, which is the very hole this flow closes; it sets a
 * password first (`profile/password/update` lets it without an old one) and then changes the address.
 */
async function checkPassword(stored: string | null, password: string | undefined): Promise<void> {
  if (!stored) throw fieldError('password', CHANGE_MESSAGES.passwordNeeded)
  if (!password) throw fieldError('password', MESSAGES.required('password'))
  const matches = await verify(stored, password).catch(() => false)
  if (!matches) throw fieldError('password', CHANGE_MESSAGES.passwordIncorrect)
}

async function currentUser(deps: ChangeDeps, user: AuthUser) {
  const row = await findUserById(deps.db, user.id)
  if (!row) throw new Error('signed-in user vanished')
  return row
}

/** `POST profile/email/change {email, password}`: mails a code to the new address; the e-mail itself stays as it is. */
export async function startEmailChange(
  deps: ChangeDeps,
  user: AuthUser,
  input: { email?: string; password?: string },
): Promise<AddressChangeStarted> {
  const current = await currentUser(deps, user)
  const email = normalizeEmail(input.email)
  if (!email) throw fieldError('email', MESSAGES.required('email'))
  if (!isValidEmail(email)) throw fieldError('email', MESSAGES.emailInvalid)
  await checkPassword(current.passwordHash, input.password)
  if (email === current.email?.toLowerCase()) throw fieldError('email', CHANGE_MESSAGES.sameEmail)
  if (await repo.isEmailTakenByOther(deps.db, email, user.id)) throw fieldError('email', MESSAGES.emailTaken)
  const { code, verifyId, minutes } = await createChangeCode(deps.db, user.id, 'email_change', email)
  try {
    await deps.accounts.mail.sendMail({
      to: email,
      subject: 'Confirm your new Basil email address',
      text:
        `Your Basil verification code is ${code}. It expires in ${minutes} minute${minutes === 1 ? '' : 's'}.\n` +
        'Enter it to make this the email address of your account. If you did not ask for it, ignore this message.',
    })
  } catch (error) {
    deps.log.error({ err: error }, 'sending an email-change code failed')
    throw new ApiError(400, 'ERROR_400', MESSAGES.mailNotSent)
  }
  return { verifyId, target: email, expires_in: minutes }
}

/** `POST profile/phone/change {phone, password}`: texts a code to the new number; the phone itself stays as it is. */
export async function startPhoneChange(
  deps: ChangeDeps,
  user: AuthUser,
  input: { phone?: string | number; password?: string },
): Promise<AddressChangeStarted> {
  const current = await currentUser(deps, user)
  if (input.phone === undefined || String(input.phone).trim() === '') throw fieldError('phone', MESSAGES.phoneRequired)
  const phone = normalizePhone(input.phone)
  if (!phone) throw fieldError('phone', MESSAGES.phoneInvalid)
  await checkPassword(current.passwordHash, input.password)
  if (phone === normalizePhone(current.phone)) throw fieldError('phone', CHANGE_MESSAGES.samePhone)
  if (await repo.isPhoneTakenByOther(deps.db, phone, user.id)) throw fieldError('phone', MESSAGES.phoneTaken)
  const { code, verifyId, minutes } = await createChangeCode(deps.db, user.id, 'phone_change', phone)
  try {
    await deps.accounts.sms.sendSms({
      to: phone,
      text: `Basil code: ${code}. Valid for ${minutes} min. It makes this the phone of your account.`,
    })
  } catch (error) {
    deps.log.error({ err: error }, 'sending a phone-change code failed')
    throw new ApiError(400, 'ERROR_400', MESSAGES.smsNotSent)
  }
  return { verifyId, target: phone, expires_in: minutes }
}

/**
 * `POST profile/{email,phone}/confirm {verifyId, code}`: the code of this account's request sets the new address or
 * number (verified), then the old one is told. The target is the one the code went to, never one the client names.
 */
export async function confirmChange(
  deps: ChangeDeps,
  user: AuthUser,
  kind: Kind,
  input: { verifyId?: string; code?: string; verifyCode?: string },
): Promise<User> {
  const row = await useChangeCode(deps.db, user.id, purposeOf(kind), input.verifyId, input.code ?? input.verifyCode)
  const before = await currentUser(deps, user)
  const now = new Date().toISOString()
  const taken =
    kind === 'email'
      ? await repo.isEmailTakenByOther(deps.db, row.target, user.id)
      : await repo.isPhoneTakenByOther(deps.db, row.target, user.id)
  const takenError = () => fieldError(kind, kind === 'email' ? MESSAGES.emailTaken : MESSAGES.phoneTaken)
  // Someone else registered the address between the request and the code.
  if (taken) throw takenError()
  try {
    await updateUser(
      deps.db,
      user.id,
      kind === 'email' ? { email: row.target, emailVerifiedAt: now } : { phone: row.target, phoneVerifiedAt: now },
    )
  } catch (error) {
    if (isUniqueViolation(error)) throw takenError()
    throw error
  }
  await tellOldAddress(deps, kind, { email: before.email, phone: before.phone }, row.target)
  return loadUser(deps.db, user.id, deps.ctx)
}

/**
 * The notice to what the account had before: the old e-mail (or, without one, the phone) for an e-mail change; the old
 * phone by SMS and the e-mail for a phone change. The change is made by then, so a failed notice is logged, not
 * answered as an error.
 */
async function tellOldAddress(
  deps: ChangeDeps,
  kind: Kind,
  before: { email: string | null; phone: string | null },
  next: string,
): Promise<void> {
  const what = kind === 'email' ? 'email address' : 'phone number'
  const text =
    `The ${what} of your Basil account was changed to ${next}.\n` +
    'If this was not you, reset your password now and contact us: someone may be using your account.'
  const sms = `Basil: the ${what} of your account was changed to ${next}. Not you? Reset your password now.`
  const sends: Promise<void>[] = []
  const oldPhone = before.phone ? normalizePhone(before.phone) : null
  if (before.email) {
    sends.push(deps.accounts.mail.sendMail({ to: before.email, subject: `Your Basil ${what} was changed`, text }))
  }
  if (oldPhone && (kind === 'phone' || !before.email))
    sends.push(deps.accounts.sms.sendSms({ to: oldPhone, text: sms }))
  const results = await Promise.allSettled(sends)
  for (const result of results) {
    if (result.status === 'rejected')
      deps.log.error({ err: result.reason }, `telling the old address of a ${kind} change failed`)
  }
}
