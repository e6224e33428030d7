'use client'

import { useEffect, useRef, useState } from 'react'
import { useTranslation } from '@/lib/i18n/react'
import { normalizeSearchTerm, SEARCH_DEBOUNCE_MS } from '@/lib/search-history'
import { useStore } from '@/lib/store'
import { SearchBox } from './search-box'
import { SearchPanel } from './search-panel'
import type { SearchFirstPages } from './search-results'
import { useDebounced } from './use-debounced'

/** The search screen: the box, recent searches while it is focused and empty, results below; ?q= is kept in the URL. */
export function SearchPage({ initialTerm, initial }: { initialTerm: string; initial?: SearchFirstPages }) {
  const { t } = useTranslation()
  const [value, setValue] = useState(initialTerm)
  const [focused, setFocused] = useState(false)
  const box = useRef<HTMLDivElement>(null)
  const input = useRef<HTMLInputElement>(null)
  const addSearchTerm = useStore((s) => s.addSearchTerm)
  const term = normalizeSearchTerm(value)
  const debounced = useDebounced(term, SEARCH_DEBOUNCE_MS)

  useEffect(() => {
    // Shallow: the URL follows the term so a search can be shared, without a navigation.
    const url = new URL(window.location.href)
    if (debounced) url.searchParams.set('q', debounced)
    else url.searchParams.delete('q')
    if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url)
  }, [debounced])

  return (
    <div className="mx-auto max-w-5xl px-4 py-6 desk:px-8">
      <h1 className="mb-4 text-2xl font-extrabold tracking-tight">{t('search.title')}</h1>
      <div
        ref={box}
        onFocus={() => setFocused(true)}
        onBlur={(e) => {
          if (!box.current?.contains(e.relatedTarget as Node | null)) setFocused(false)
        }}
      >
        {/* Named apart from the header's quick search, on screen with it on wide screens (landmark-unique). */}
        <form
          role="search"
          aria-label={t('search.pageLabel')}
          onSubmit={(e) => {
            e.preventDefault()
            if (term) addSearchTerm(term)
          }}
        >
          <SearchBox ref={input} value={value} onValueChange={setValue} size="lg" autoFocus={!initialTerm} />
        </form>
        <div className="-mx-4" data-testid="search-panel">
          <SearchPanel
            value={value}
            showRecent={focused}
            initial={initial}
            onPick={(picked) => {
              setValue(picked)
              input.current?.focus()
            }}
          />
        </div>
      </div>
    </div>
  )
}
