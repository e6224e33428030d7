// Spec §5: the account forms' messages. Each rule answers a translation key (its English text is the spec's message)
// or null when the value is fine.

export const MIN_PASSWORD_LENGTH = 6

const EMAIL = /^[^\s@]{1,64}@[^\s@.]+(\.[^\s@.]+)+$/

export function checkRequired(value: string): string | null {
  return value.trim() ? null : 'form.required'
}

export function checkEmail(value: string): string | null {
  const v = value.trim()
  if (!v) return 'form.required'
  return EMAIL.test(v) && v.length <= 254 ? null : 'form.emailInvalid'
}

/** `+` and 7 to 15 digits once the spaces, dashes, dots and brackets people type are dropped (as the API checks). */
export function normalizePhone(value: string): string | null {
  const compact = value.trim().replace(/[\s\-().]/g, '')
  const digits = compact.startsWith('+') ? compact.slice(1) : compact.startsWith('00') ? compact.slice(2) : compact
  return /^[1-9]\d{6,14}$/.test(digits) ? `+${digits}` : null
}

export function checkPhone(value: string): string | null {
  if (!value.trim()) return 'form.phoneRequired'
  return normalizePhone(value) ? null : 'form.phoneInvalid'
}

export function checkPassword(value: string): string | null {
  if (!value) return 'form.required'
  return value.length >= MIN_PASSWORD_LENGTH ? null : 'form.passwordShort'
}

export function checkConfirmation(password: string, confirmation: string): string | null {
  if (!confirmation) return 'form.required'
  return password === confirmation ? null : 'form.passwordsDontMatch'
}

export function checkCode(value: string): string | null {
  if (!value.trim()) return 'form.required'
  return /^\d{4,8}$/.test(value.trim()) ? null : 'form.wrongCode'
}

/** "Email or phone" in one box: an @ makes it an e-mail. */
export function readLogin(value: string): { email: string } | { phone: string } | null {
  const v = value.trim()
  if (!v) return null
  if (v.includes('@')) return EMAIL.test(v) ? { email: v.toLowerCase() } : null
  const phone = normalizePhone(v)
  return phone ? { phone } : null
}

/** The API's English messages that have a translated twin in our texts. */
const KNOWN_API_MESSAGES: Record<string, string> = {
  'Login or password is invalid': 'form.loginInvalid',
  'Wrong verification code': 'form.wrongCode',
  'The email has already been taken': 'form.emailTaken',
  'The phone has already been taken': 'form.phoneTaken',
  'Phone number is invalid': 'form.phoneInvalid',
  'Phone number is required': 'form.phoneRequired',
  "Passwords don't match": 'form.passwordsDontMatch',
  'Password should contain at least 6 characters': 'form.passwordShort',
  'The email must be a valid email address.': 'form.emailInvalid',
  'The old password is incorrect': 'form.oldPasswordInvalid',
  'Sms not sent!': 'form.smsNotSent',
  'Error occured. Please, try again later': 'error.later',
}

/** A translation key for an API message we know, else null (the server's text is shown as it is). */
export function apiMessageKey(message: string | undefined): string | null {
  if (!message) return null
  if (message.startsWith('The ') && message.endsWith(' field is required.')) return 'form.required'
  return KNOWN_API_MESSAGES[message] ?? null
}
