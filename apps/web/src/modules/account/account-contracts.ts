import {
  addressChangeConfirmBodySchema,
  emailChangeBodySchema,
  phoneChangeBodySchema,
} from '@basil/contracts/account-change'
import {
  afterVerifyBodySchema,
  forgotEmailQuerySchema,
  forgotPasswordBodySchema,
  forgotPasswordConfirmBodySchema,
  loginBodySchema,
  registerQuerySchema,
  verifyCodeParamsSchema,
  verifyPhoneQuerySchema,
} from '@basil/contracts/auth'
import { passwordUpdateBodySchema, profileUpdateBodySchema } from '@basil/contracts/user'
import { contractResolver } from '@/lib/forms/contract-resolver'
import type { Details } from './auth-calls'
import type {
  CodeValues,
  ContactValues,
  LoginValues,
  NewPasswordCodeValues,
  PasswordValues,
  ResetValues,
  SignUpValues,
} from './form-values'
import { toProfileBody, type ProfileValues } from './profile-body'
import { normalizePhone, readLogin } from './validation'

// The account forms' second stage (lib/forms/staged-resolver.ts): values that pass the spec's rules are held to the
// contract of the request each form makes, the contract's issues under the form's fields. Only imported on demand.

const text = (value: string) => value.trim()
/** A contract's `email` or `phone` (or `verifyCode`) is the form's one box for it. */
const onto =
  <F extends string>(field: F, names: readonly string[]) =>
  (path: readonly PropertyKey[]) =>
    typeof path[0] === 'string' && names.includes(path[0]) ? field : null

export const signIn = contractResolver<LoginValues>({
  contract: loginBodySchema,
  toBody: (values) => ({ ...readLogin(values.login), password: values.password }),
  fieldOf: (path) =>
    path[0] === 'password' ? 'password' : path[0] === 'email' || path[0] === 'phone' ? 'login' : null,
})

export const signUpByEmail = contractResolver<SignUpValues>({
  contract: registerQuerySchema.pick({ email: true }),
  toBody: (values) => ({ email: text(values.email) }),
})

export const signUpByPhone = contractResolver<SignUpValues>({
  contract: registerQuerySchema.pick({ phone: true }),
  toBody: (values) => ({ phone: normalizePhone(values.phone) ?? text(values.phone) }),
})

/** Sign-in by a phone code: the number the code goes to. */
export const codeSignInPhone = contractResolver<{ phone: string }>({
  contract: registerQuerySchema.pick({ phone: true }),
  toBody: (values) => ({ phone: normalizePhone(values.phone) ?? text(values.phone) }),
})

export const signUpEmailCode = contractResolver<CodeValues>({ contract: verifyCodeParamsSchema })

export const signUpPhoneCode = contractResolver<CodeValues>({
  contract: verifyPhoneQuerySchema,
  toBody: (values) => ({ verifyCode: text(values.code) }),
  fieldOf: onto('code', ['verifyCode']),
})

export const signUpDetails = contractResolver<Details>({ contract: afterVerifyBodySchema })

export const resetByEmail = contractResolver<ResetValues>({
  contract: forgotEmailQuerySchema.pick({ email: true }),
  toBody: (values) => ({ email: text(values.target).toLowerCase() }),
  fieldOf: onto('target', ['email']),
})

export const resetByPhone = contractResolver<ResetValues>({
  contract: forgotPasswordBodySchema,
  toBody: (values) => ({ phone: normalizePhone(values.target) ?? text(values.target) }),
  fieldOf: onto('target', ['phone']),
})

export const resetConfirm = contractResolver<NewPasswordCodeValues>({
  contract: forgotPasswordConfirmBodySchema,
  toBody: ({ code, password, password_confirmation }) => ({ verifyCode: text(code), password, password_confirmation }),
  fieldOf: (path) =>
    path[0] === 'verifyCode' ? 'code' : path[0] === 'password' || path[0] === 'password_confirmation' ? path[0] : null,
})

export const profileDetails = contractResolver<ProfileValues>({
  contract: profileUpdateBodySchema,
  toBody: toProfileBody,
})

export const passwordChange = contractResolver<PasswordValues>({
  contract: passwordUpdateBodySchema,
  toBody: (values) => ({ ...values, old_password: values.old_password || undefined }),
})

export const emailChange = contractResolver<ContactValues>({
  contract: emailChangeBodySchema,
  toBody: (values) => ({ email: text(values.value).toLowerCase(), password: values.password }),
  fieldOf: (path) => (path[0] === 'email' ? 'value' : path[0] === 'password' ? 'password' : null),
})

export const phoneChange = contractResolver<ContactValues>({
  contract: phoneChangeBodySchema,
  toBody: (values) => ({ phone: normalizePhone(values.value) ?? text(values.value), password: values.password }),
  fieldOf: (path) => (path[0] === 'phone' ? 'value' : path[0] === 'password' ? 'password' : null),
})

export const contactCode = contractResolver<CodeValues>({
  contract: addressChangeConfirmBodySchema,
  toBody: (values) => ({ code: text(values.code) }),
})
