import type { ProfileUpdateBodyInput } from '@basil/contracts'

/** The profile's details as the form holds them (empty is unset). */
export type ProfileValues = {
  firstname: string
  lastname: string
  birthday: string
  gender: '' | 'male' | 'female' | 'other'
}

/** The body the API takes from the form (empty optional fields are sent as null). */
export function toProfileBody(values: ProfileValues): ProfileUpdateBodyInput {
  return {
    firstname: values.firstname.trim(),
    lastname: values.lastname.trim() || null,
    birthday: values.birthday || null,
    gender: values.gender || null,
  }
}
