/** The first reconnect waits about this long; each failed attempt doubles the window. */
export const RECONNECT_BASE_MS = 500
/** No reconnect waits longer than this (so a socket comes back within half a minute of the network). */
export const RECONNECT_CAP_MS = 30_000

/**
 * How long to wait before reconnect attempt `attempt` (0 for the first): a window doubling from RECONNECT_BASE_MS up
 * to RECONNECT_CAP_MS, and a random point in its upper half, so that the tabs a restarted server dropped all at once
 * do not all come back at once.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const window = Math.min(RECONNECT_CAP_MS, RECONNECT_BASE_MS * 2 ** Math.min(Math.max(attempt, 0), 20))
  return Math.round(window / 2 + (random() * window) / 2)
}
