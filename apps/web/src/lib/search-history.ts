/** Spec §9: the search history keeps at most 5 unique terms. */
export const SEARCH_HISTORY_MAX = 5
/** Spec §4/§9: search runs 400 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 400

export function normalizeSearchTerm(term: string): string {
  return term.trim()
}

/** Puts a term first, drops an earlier copy of it and keeps the newest five. Blank terms change nothing. */
export function pushSearchTerm(history: readonly string[], term: string): string[] {
  const clean = normalizeSearchTerm(term)
  if (!clean) return [...history]
  return [clean, ...history.filter((t) => t !== clean)].slice(0, SEARCH_HISTORY_MAX)
}
