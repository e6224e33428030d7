// Field rules shared by sign-up, reset and profile, with the messages clients of this API family show.
import { ApiError } from '../../lib/errors.ts'

export const MIN_PASSWORD_LENGTH = 6
export const MESSAGES = {
  required: (field: string) => `The ${field} field is required.`,
  emailInvalid: 'The email must be a valid email address.',
  emailTaken: 'The email has already been taken',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Phone number is invalid',
  phoneTaken: 'The phone has already been taken',
  passwordShort: `Password should contain at least ${MIN_PASSWORD_LENGTH} characters`,
  passwordsDontMatch: "Passwords don't match",
  loginInvalid: 'Login or password is invalid',
  wrongCode: 'Wrong verification code',
  oldPasswordInvalid: 'The old password is incorrect',
  emailNotVerified: 'The email is not verified',
  phoneNotVerified: 'The phone is not verified',
  smsNotSent: 'Sms not sent!',
  mailNotSent: 'Error occured. Please, try again later',
} as const

/** Collects Laravel-style field errors so one answer names every wrong field. */
export class FieldErrors {
  private readonly params: Record<string, string[]> = {}
  add(field: string, message: string): this {
    ;(this.params[field] ??= []).push(message)
    return this
  }
  get empty(): boolean {
    return Object.keys(this.params).length === 0
  }
  /** 400 with the first message and every field's messages, when there is any. */
  throwIfAny(): void {
    if (this.empty) return
    const first = Object.values(this.params)[0]![0]!
    throw new ApiError(400, 'ERROR_400', first, this.params)
  }
}

export function fieldError(field: string, message: string): ApiError {
  return new ApiError(400, 'ERROR_400', message, { [field]: [message] })
}

const EMAIL = /^[^\s@]{1,64}@[^\s@.]+(\.[^\s@.]+)+$/

/** Lower-cased, trimmed e-mail address, or undefined when absent. */
export function normalizeEmail(raw: string | null | undefined): string | undefined {
  const value = raw?.trim().toLowerCase()
  return value ? value : undefined
}

export function isValidEmail(email: string): boolean {
  return email.length <= 254 && EMAIL.test(email)
}

/** `+` and 7 to 15 digits (E.164); spaces, dashes, dots and brackets people type are dropped. Null when invalid. */
export function normalizePhone(raw: string | number | null | undefined): string | null {
  if (raw === null || raw === undefined) return null
  const compact = String(raw)
    .trim()
    .replace(/[\s\-().]/g, '')
  const digits = compact.replace(/^(\+|00)/, '')
  if (!/^\d{7,15}$/.test(digits) || digits.startsWith('0')) return null
  return `+${digits}`
}

/** The checked e-mail of a request, or a 400 naming `email`. */
export function requireEmail(raw: string | null | undefined): string {
  const email = normalizeEmail(raw)
  if (!email) throw fieldError('email', MESSAGES.required('email'))
  if (!isValidEmail(email)) throw fieldError('email', MESSAGES.emailInvalid)
  return email
}

export function requirePhone(raw: string | number | null | undefined): string {
  if (raw === null || raw === undefined || String(raw).trim() === '') throw fieldError('phone', MESSAGES.phoneRequired)
  const phone = normalizePhone(raw)
  if (!phone) throw fieldError('phone', MESSAGES.phoneInvalid)
  return phone
}

/** Adds the new-password errors (required, minimum length, confirmation) to `errors`. */
export function checkNewPassword(
  errors: FieldErrors,
  password: string | null | undefined,
  confirmation: string | null | undefined,
): void {
  if (!password) {
    errors.add('password', MESSAGES.required('password'))
    return
  }
  if (password.length < MIN_PASSWORD_LENGTH) errors.add('password', MESSAGES.passwordShort)
  if (confirmation !== password) errors.add('password', MESSAGES.passwordsDontMatch)
}
