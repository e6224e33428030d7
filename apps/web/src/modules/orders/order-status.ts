import type { OrderStatusValue } from '@basil/contracts'

/** The contract's status filters of the two tabs. */
export const ACTIVE_STATUSES: OrderStatusValue[] = ['new', 'accepted', 'cooking', 'ready', 'on_a_way']
export const HISTORY_STATUSES: OrderStatusValue[] = ['delivered', 'canceled']

/** The way an order goes when nothing goes wrong (the timeline's steps). */
export const ORDER_FLOW: OrderStatusValue[] = ['new', 'accepted', 'cooking', 'ready', 'on_a_way', 'delivered']

/** How often an open order page re-reads the order (spec §9: 10 s polling). */
export const ORDER_POLL_MS = 10_000

export function isFinalStatus(status: OrderStatusValue): boolean {
  return status === 'delivered' || status === 'canceled'
}

export type TimelineStep = { status: OrderStatusValue; state: 'done' | 'current' | 'upcoming'; at: string | null }

/**
 * The steps to show for an order: the normal flow with the time each was reached (from the status history), the
 * current one marked; a canceled order shows what it went through, then "canceled". Pickup orders skip on_a_way.
 */
export function buildTimeline(
  status: OrderStatusValue,
  history: { status: OrderStatusValue; created_at: string }[],
  deliveryType: 'delivery' | 'pickup' = 'delivery',
): TimelineStep[] {
  const reached = new Map<OrderStatusValue, string>()
  for (const h of history) if (!reached.has(h.status)) reached.set(h.status, h.created_at)
  const flow = ORDER_FLOW.filter((s) => deliveryType === 'delivery' || s !== 'on_a_way')
  if (status === 'canceled') {
    const passed = flow.filter((s) => reached.has(s) || s === 'new')
    return [
      ...passed.map((s) => ({ status: s, state: 'done' as const, at: reached.get(s) ?? null })),
      { status: 'canceled', state: 'current', at: reached.get('canceled') ?? null },
    ]
  }
  const index = Math.max(0, flow.indexOf(status))
  return flow.map((s, i) => ({
    status: s,
    state: i < index ? 'done' : i === index ? (s === 'delivered' ? 'done' : 'current') : 'upcoming',
    at: i <= index ? (reached.get(s) ?? null) : null,
  }))
}
