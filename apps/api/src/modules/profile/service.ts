import type { ProfileUpdateBody, User } from '@basil/contracts'
import { verify } from '@node-rs/argon2'
import type { Database } from '../../db/types.ts'
import type { RequestContext } from '../../lib/context.ts'
import type { AuthUser } from '../../plugins/auth.ts'
import { findUserById, updateUser } from '../auth/index.ts'
import { FieldErrors, MESSAGES, checkNewPassword, isValidEmail, normalizeEmail, normalizePhone } from '../auth/index.ts'
import { hashPassword } from '../auth/index.ts'
import { revokeUserSessions } from '../../lib/sessions.ts'
import { CHANGE_MESSAGES } from './change-address.ts'
import { loadUser } from '../auth/index.ts'
import { parsePushToken, subscribe } from '../push/index.ts'
import { badRequest } from '../../lib/errors.ts'
import * as repo from './repository.ts'

/** A session from a password reset may set the password without the old one during this time. */
const RESET_WINDOW_MS = 60 * 60_000

export function showProfile(db: Database, user: AuthUser, ctx: RequestContext): Promise<User> {
  return loadUser(db, user.id, ctx)
}

/** The stored path of a picture URL from `dashboard/galleries` (`http://host/storage/images/users/x.webp` → `users/x.webp`). */
function storedImagePath(url: string): string | null {
  let path = url.trim()
  if (/^https?:\/\//i.test(path)) {
    try {
      path = new URL(path).pathname
    } catch {
      return null
    }
  }
  path = path.replace(/^\/+/, '').replace(/^storage\/images\//, '')
  return /^[a-z0-9_-]+\/[A-Za-z0-9_-]+\.(?:webp|jpe?g|png)$/.test(path) ? path : null
}

export async function updateProfile(
  db: Database,
  user: AuthUser,
  input: ProfileUpdateBody,
  ctx: RequestContext,
): Promise<User> {
  const current = await findUserById(db, user.id)
  if (!current) throw new Error('signed-in user vanished')
  const errors = new FieldErrors()
  const changes: Parameters<typeof updateUser>[2] = {}

  if (input.firstname !== undefined) changes.firstname = input.firstname
  if (input.lastname !== undefined) changes.lastname = input.lastname || null
  if (input.gender !== undefined) changes.gender = input.gender ?? null
  if (input.birthday !== undefined) {
    const day = input.birthday?.slice(0, 10) ?? null
    if (day && Number.isNaN(Date.parse(day))) errors.add('birthday', 'The birthday must be a date (YYYY-MM-DD).')
    else changes.birthday = day
  }

  // The e-mail and phone are not changed here any more (D10): that needs the current password and a code sent to the
  // new address (`profile/{email,phone}/change`). Clients send the whole form, so the current value passes.
  if (input.email !== undefined && input.email !== null && input.email.trim() !== '') {
    const email = normalizeEmail(input.email)!
    if (!isValidEmail(email)) errors.add('email', MESSAGES.emailInvalid)
    else if (email !== current.email?.toLowerCase()) errors.add('email', CHANGE_MESSAGES.emailByChangeFlow)
  }

  if (input.phone !== undefined && input.phone !== null && String(input.phone).trim() !== '') {
    const phone = normalizePhone(input.phone)
    if (!phone) errors.add('phone', MESSAGES.phoneInvalid)
    else if (phone !== normalizePhone(current.phone)) errors.add('phone', CHANGE_MESSAGES.phoneByChangeFlow)
  }

  if (input.images !== undefined && input.images !== null) {
    const first = input.images[0]
    if (!first) changes.img = null
    else {
      const path = storedImagePath(first)
      // Only the user's own uploads (or the picture already set) may become the avatar.
      if (path && (path === current.img || (await repo.isOwnUpload(db, user.id, path)))) changes.img = path
      else errors.add('images', 'The image must be one of your uploads.')
    }
  }
  errors.throwIfAny()

  if (Object.keys(changes).length > 0) await updateUser(db, user.id, changes)
  return loadUser(db, user.id, ctx)
}

export async function updatePassword(
  db: Database,
  user: AuthUser,
  input: { old_password?: string | null; password?: string; password_confirmation?: string },
  ctx: RequestContext,
): Promise<User> {
  const current = await findUserById(db, user.id)
  if (!current) throw new Error('signed-in user vanished')
  const errors = new FieldErrors()
  checkNewPassword(errors, input.password, input.password_confirmation)
  const resetGrace =
    user.tokenPurpose === 'password_reset' && Date.now() - user.tokenCreatedAt.getTime() < RESET_WINDOW_MS
  if (current.passwordHash && !resetGrace) {
    if (!input.old_password) errors.add('old_password', MESSAGES.required('old password'))
    else if (!(await verify(current.passwordHash, input.old_password).catch(() => false))) {
      errors.add('old_password', MESSAGES.oldPasswordInvalid)
    }
  }
  errors.throwIfAny()
  await updateUser(db, user.id, { passwordHash: await hashPassword(input.password!) })
  // Whoever knew the old password must not stay signed in elsewhere.
  await revokeUserSessions(db, user.id, user.tokenId)
  return loadUser(db, user.id, ctx)
}

/**
 * The contract's push token: a mobile app's device token is kept as it is; a browser sends its Web Push subscription
 * (the JSON of PushSubscription), which is checked (a known push service, usable keys) and kept for modules/push.
 */
export async function updatePushToken(
  db: Database,
  user: AuthUser,
  token: string,
  allowedPushHosts: readonly string[],
): Promise<void> {
  const parsed = parsePushToken(token, allowedPushHosts)
  if (parsed.kind === 'invalid')
    throw badRequest('The push subscription is not valid', {
      firebase_token: ['must be a device token or a browser push subscription of a known push service'],
    })
  if (parsed.kind === 'web-push') await subscribe(db, user.id, parsed.target)
  else await repo.savePushToken(db, user.id, token)
}
