/** Spec §9 swipe drawer constants. */
export const SWIPE_AREA_PX = 20
export const SWIPE_HYSTERESIS = 0.52
export const MIN_FLING_VELOCITY = 450

/**
 * Whether a swipe that started in the edge area opens the drawer: dragged past the hysteresis share of the drawer's
 * width, or flung inward at the minimum velocity (px/s). `inward` is the distance in the reading direction (towards
 * the page from its start edge); a swipe outward or along the edge never opens.
 */
export function swipeOpensDrawer(inward: number, across: number, elapsedMs: number, drawerWidth: number): boolean {
  if (inward <= 0 || Math.abs(across) > inward) return false
  if (inward >= drawerWidth * SWIPE_HYSTERESIS) return true
  const velocity = elapsedMs > 0 ? (inward / elapsedMs) * 1000 : 0
  return velocity >= MIN_FLING_VELOCITY && inward >= 12
}
