'use client'

import type {
  AfterVerifyBodyInput,
  ForgotPasswordBodyInput,
  ForgotPasswordConfirmBodyInput,
  LoginBodyInput,
  VerifyPhoneBodyInput,
} from '@basil/contracts'
import { ApiError, apiFetch } from '@/lib/api/browser'
import { responses } from '@/lib/api/responses'
import type { Message } from '@/modules/ui/field'
import { apiMessageKey } from './validation'

// The auth calls of the contract, in the forms it gives them (several send their fields in the query string with an
// empty body). They go through the web server's relay, which keeps the token: answers reach us without it.

const noSessionEnd = { ignoreUnauthorized: true } as const

export type Login = { email: string } | { phone: string }

export function signIn(login: Login, password: string) {
  return apiFetch('auth/login', responses.session, {
    method: 'POST',
    body: { ...login, password } satisfies LoginBodyInput,
    ...noSessionEnd,
  })
}

export function startSignUp(login: Login) {
  return apiFetch('auth/register', responses.register, { method: 'POST', query: login, ...noSessionEnd })
}

export function resendSignUpCode(login: Login) {
  return apiFetch('auth/resend-verify', responses.register, { method: 'POST', query: login, ...noSessionEnd })
}

/** Sign-in by a phone one-time code: texted to any number (a new one registers when the code is checked). */
export function sendSignInCode(phone: string) {
  return apiFetch('auth/register', responses.register, {
    method: 'POST',
    query: { phone, purpose: 'login' },
    ...noSessionEnd,
  })
}

/** The code is checked against the address it was mailed to (the API refuses a code alone). */
export function verifyEmailCode(email: string, code: string) {
  return apiFetch(`auth/verify/${encodeURIComponent(code)}`, responses.verifyEmail, {
    query: { email },
    ...noSessionEnd,
  })
}

export type Details = {
  firstname: string
  lastname: string
  password: string
  password_confirmation: string
  /** Sign-up only: the code of the customer who invited this one (optional). */
  referral?: string
}

export function completeEmailSignUp(email: string, details: Details) {
  return apiFetch('auth/after-verify', responses.session, {
    method: 'POST',
    body: { email, ...details } satisfies AfterVerifyBodyInput,
    ...noSessionEnd,
  })
}

export function verifyPhoneCode(verifyId: string, verifyCode: string) {
  return apiFetch('auth/verify/phone', responses.session, {
    method: 'POST',
    query: { verifyCode, verifyId },
    ...noSessionEnd,
  })
}

export function completePhoneSignUp(phone: string, details: Details) {
  return apiFetch('auth/verify/phone', responses.session, {
    method: 'POST',
    body: { phone, ...details } satisfies VerifyPhoneBodyInput,
    ...noSessionEnd,
  })
}

export function startEmailReset(email: string) {
  return apiFetch('auth/forgot/email-password', responses.empty, { method: 'POST', query: { email }, ...noSessionEnd })
}

type NewPassword = { password: string; password_confirmation: string }

/** The new password goes in the body (not the URL, which servers log); the contract's query form also works. */
export function confirmEmailReset(email: string, code: string, pw: NewPassword) {
  return apiFetch(`auth/forgot/email-password/${encodeURIComponent(code)}`, responses.session, {
    method: 'POST',
    query: { email },
    body: pw,
    ...noSessionEnd,
  })
}

export function startPhoneReset(phone: string) {
  return apiFetch('auth/forgot/password', responses.forgotPassword, {
    method: 'POST',
    body: { phone } satisfies ForgotPasswordBodyInput,
    ...noSessionEnd,
  })
}

export function confirmPhoneReset(verifyId: string, verifyCode: string, pw: NewPassword) {
  return apiFetch('auth/forgot/password/confirm', responses.session, {
    method: 'POST',
    body: { verifyId, verifyCode, ...pw } satisfies ForgotPasswordConfirmBodyInput,
    ...noSessionEnd,
  })
}

/** "Too many attempts. Try again in …": the wait in seconds, minutes or hours, in the visitor's language. */
export function waitMessage(seconds: number): Message {
  if (seconds < 60) return { key: 'auth.retryInSeconds', options: { count: Math.max(1, Math.ceil(seconds)) } }
  if (seconds < 90 * 60) return { key: 'auth.retryInMinutes', options: { count: Math.ceil(seconds / 60) } }
  return { key: 'auth.retryInHours', options: { count: Math.ceil(seconds / 3600) } }
}

/**
 * Field errors by form field (translation keys where we know the message), plus one message for the whole form:
 * `form` is a translation key or the API's text; `alert` is what to show for it (for a 429 with Retry-After, how long
 * to wait).
 */
export function readApiError(
  error: unknown,
  fields: readonly string[],
): { fields: Record<string, string>; form: string | null; alert: Message | null } {
  if (!(error instanceof ApiError)) return { fields: {}, form: 'error.later', alert: 'error.later' }
  const out: Record<string, string> = {}
  for (const f of fields) {
    const m = error.field(f)
    if (m) out[f] = apiMessageKey(m) ?? m
  }
  if (error.status === 429) {
    return {
      fields: out,
      form: 'form.tooMany',
      alert: error.retryAfter ? waitMessage(error.retryAfter) : 'form.tooMany',
    }
  }
  if (error.status === 0 || error.status >= 500) return { fields: out, form: 'error.later', alert: 'error.later' }
  const form = Object.keys(out).length ? null : (apiMessageKey(error.message) ?? error.message)
  return { fields: out, form, alert: form }
}

/** A failure about the whole form rather than the answer (too many tries, the service unreachable). */
export const isGeneralFailure = (form: string | null) => form === 'form.tooMany' || form === 'error.later'
