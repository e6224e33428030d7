import 'server-only'
import { displayTimeZone } from '@/lib/date'
import { getGlobalData } from './global'
import { getRequestContext } from './request-context'

/** The zone this request's pages show times in when no shop is concerned: the visitor's, else the marketplace's. */
export async function getDisplayTimeZone(): Promise<string> {
  const [ctx, global] = await Promise.all([getRequestContext(), getGlobalData()])
  return displayTimeZone(ctx.timeZone, global.settings.timezone)
}
