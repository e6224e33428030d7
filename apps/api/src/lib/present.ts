import type { RequestContext } from './context.ts'

/** Minor units of the default currency to a decimal amount in the request's currency (2 decimals). */
export function money(minor: number, ctx: RequestContext): number {
  return Math.round(minor * ctx.currency.rate) / 100
}

/** Stored image paths are relative to the storage's images folder; clients want absolute URLs. */
export function imageUrl(path: string | null | undefined, ctx: RequestContext): string | null {
  if (!path) return null
  if (/^https?:\/\//.test(path)) return path
  return `${ctx.origin}/storage/images/${path.replace(/^\/+/, '')}`
}

export function isoDate(value: Date | string | null | undefined): string | null {
  if (!value) return null
  return (value instanceof Date ? value : new Date(value)).toISOString()
}
