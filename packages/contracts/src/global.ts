import { z } from 'zod'
import { successSchema } from './common.ts'

export const languageSchema = z.object({
  id: z.number().int(),
  locale: z.string(),
  title: z.string(),
  img: z.string().nullable(),
  default: z.boolean(),
  backward: z.boolean(),
  active: z.boolean(),
})
export type Language = z.infer<typeof languageSchema>

export const currencySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  symbol: z.string(),
  rate: z.number(),
  default: z.boolean(),
  position: z.enum(['before', 'after']),
  active: z.boolean(),
})
export type Currency = z.infer<typeof currencySchema>

export const settingSchema = z.object({ key: z.string(), value: z.string().nullable() })
export type Setting = z.infer<typeof settingSchema>

export const languagesResponseSchema = successSchema(z.array(languageSchema))
export const currenciesResponseSchema = successSchema(z.array(currencySchema))
export const settingsResponseSchema = successSchema(z.array(settingSchema))
/** `rest/translations/paginate`: despite the name, one flat object of key → text. */
export const translationsResponseSchema = successSchema(z.record(z.string(), z.string()))
