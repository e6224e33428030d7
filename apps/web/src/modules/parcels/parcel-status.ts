import type { ParcelStatusValue } from '@basil/contracts/parcel'

/** The "active" tab: parcels still under way. */
export const ACTIVE_PARCEL_STATUSES: readonly ParcelStatusValue[] = ['new', 'accepted', 'on_a_way']
/** The "history" tab. */
export const HISTORY_PARCEL_STATUSES: readonly ParcelStatusValue[] = ['delivered', 'canceled']

const FLOW: readonly ParcelStatusValue[] = ['new', 'accepted', 'on_a_way', 'delivered']

export function isFinalParcelStatus(status: ParcelStatusValue): boolean {
  return status === 'delivered' || status === 'canceled'
}

export type ParcelStep = { status: ParcelStatusValue; state: 'done' | 'current' | 'upcoming'; at: string | null }

/**
 * The timeline of a parcel: the steps of the flow up to now with the time each was reached (from its history), then
 * the ones still to come; a canceled parcel ends at "canceled" after the steps it went through.
 */
export function buildParcelTimeline(
  status: ParcelStatusValue,
  history: readonly { status: ParcelStatusValue; created_at: string }[],
): ParcelStep[] {
  const at = (s: ParcelStatusValue) => history.findLast((h) => h.status === s)?.created_at ?? null
  if (status === 'canceled') {
    const reached = FLOW.filter((s) => s === 'new' || at(s) !== null)
    return [
      ...reached.map((s): ParcelStep => ({ status: s, state: 'done', at: at(s) })),
      { status: 'canceled', state: 'current', at: at('canceled') },
    ]
  }
  const index = Math.max(0, FLOW.indexOf(status))
  return FLOW.map((s, i) => ({
    status: s,
    state: i < index || (i === index && status === 'delivered') ? 'done' : i === index ? 'current' : 'upcoming',
    at: i <= index ? at(s) : null,
  }))
}
