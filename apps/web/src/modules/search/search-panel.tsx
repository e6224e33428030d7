'use client'

import { useEffect, useMemo, useRef } from 'react'
import { useTranslation } from '@/lib/i18n/react'
import { normalizeSearchTerm, SEARCH_DEBOUNCE_MS } from '@/lib/search-history'
import { useStore } from '@/lib/store'
import { RecentSearches } from './recent-searches'
import { SearchResults, type SearchFirstPages } from './search-results'
import { useDebounced } from './use-debounced'

type SearchPanelProps = {
  /** What is in the box right now (untrimmed). */
  value: string
  /** A recent term was picked: put it in the box (the search re-runs). */
  onPick: (term: string) => void
  /** A result was opened. */
  onLeave?: () => void
  compact?: boolean
  /** Whether the box has focus: recent searches show only then (spec §2). */
  showRecent?: boolean
  /** Results the server already fetched (the search page opened with ?q=). */
  initial?: SearchFirstPages
}

/** Recent searches while the box is empty; results for the trimmed term once it has rested 400 ms. */
export function SearchPanel({ value, onPick, onLeave, compact, showRecent = true, initial }: SearchPanelProps) {
  const { t } = useTranslation()
  const term = normalizeSearchTerm(value)
  const debounced = useDebounced(term, SEARCH_DEBOUNCE_MS)
  const addSearchTerm = useStore((s) => s.addSearchTerm)
  // The owner passes a new onLeave on every render (every keystroke); the results must not depend on it.
  const leave = useRef(onLeave)
  useEffect(() => {
    leave.current = onLeave
  })
  // Each keystroke re-renders this panel with the box; the results (two lists of cards) are the same element until
  // the debounced term changes, so React skips them and a keystroke costs only the box itself.
  const results = useMemo(
    () =>
      debounced ? (
        <SearchResults
          term={debounced}
          compact={compact}
          initial={initial}
          onResultClick={() => {
            addSearchTerm(debounced)
            leave.current?.()
          }}
        />
      ) : null,
    [debounced, compact, initial, addSearchTerm],
  )
  if (!term) {
    return showRecent ? (
      <RecentSearches onPick={onPick} />
    ) : (
      <p className="px-4 py-10 text-center text-muted">{t('search.hint')}</p>
    )
  }
  if (!results) {
    return (
      <p className="p-6 text-center text-sm text-muted" data-testid="search-waiting">
        {t('search.hint')}
      </p>
    )
  }
  return results
}
