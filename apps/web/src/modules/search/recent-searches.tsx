'use client'

import { useTranslation } from '@/lib/i18n/react'
import { useStore } from '@/lib/store'
import { CloseIcon, HistoryIcon } from '@/modules/ui/icons'

/**
 * Spec §2 recent-searches panel: hidden when the history is empty; clicking a term re-runs it, its close button
 * removes it, Clear removes all. Newest first, at most 5 (kept by the store).
 */
export function RecentSearches({ onPick }: { onPick: (term: string) => void }) {
  const { t } = useTranslation()
  const history = useStore((s) => s.searchHistory)
  const remove = useStore((s) => s.removeSearchTerm)
  const clear = useStore((s) => s.clearSearchHistory)
  if (history.length === 0) return null
  return (
    <section data-testid="recent-searches" aria-labelledby="recent-searches-title" className="p-4">
      <div className="mb-2 flex items-center justify-between">
        <h2 id="recent-searches-title" className="text-sm font-bold">
          {t('search.recent')}
        </h2>
        <button
          type="button"
          onClick={clear}
          data-testid="recent-clear"
          className="rounded-full px-3 py-1 text-sm font-semibold text-primary-ink hover:bg-primary-soft"
        >
          {t('search.clear')}
        </button>
      </div>
      <ul className="flex flex-col">
        {history.map((term) => (
          <li key={term} className="flex items-center gap-1" data-testid="recent-item">
            <button
              type="button"
              onClick={() => onPick(term)}
              className="flex min-w-0 flex-1 items-center gap-3 rounded-xl px-2 py-2.5 text-start hover:bg-surface"
            >
              <HistoryIcon size={18} className="shrink-0 text-muted" />
              <span className="truncate">{term}</span>
            </button>
            <button
              type="button"
              onClick={() => remove(term)}
              aria-label={t('search.remove', { term })}
              data-testid="recent-remove"
              className="grid size-9 shrink-0 place-items-center rounded-full text-muted hover:bg-surface hover:text-fg"
            >
              <CloseIcon size={16} />
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}
