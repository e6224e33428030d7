// The values of the account forms: their fields as the screens hold them, apart from the screens, so that the
// contracts that check them (account-contracts.ts, loaded on demand) and the screens both name them without importing
// each other.
export type ContactValues = { value: string; password: string }
export type LoginValues = { login: string; password: string }
export type PasswordValues = { old_password: string; password: string; password_confirmation: string }
export type SignUpValues = { email: string; phone: string }
export type ResetValues = { target: string }
export type NewPasswordCodeValues = { code: string; password: string; password_confirmation: string }
export type CodeValues = { code: string }
