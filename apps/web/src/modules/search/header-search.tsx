'use client'

import dynamic from 'next/dynamic'
import { useRouter } from 'next/navigation'
import { useRef, useState } from 'react'
import { useTranslation } from '@/lib/i18n/react'
import { useStore } from '@/lib/store'
import { normalizeSearchTerm } from '@/lib/search-history'
import { SearchBox } from './search-box'

// The panel (results, lists, query code) loads when the box is first focused.
const SearchPanel = dynamic(() => import('./search-panel').then((m) => m.SearchPanel), { ssr: false })

/** Desktop header search: the panel opens under the box while it (or the panel) has focus. */
export function HeaderSearch() {
  const { t } = useTranslation()
  const [value, setValue] = useState('')
  const [open, setOpen] = useState(false)
  const wrapper = useRef<HTMLDivElement>(null)
  const input = useRef<HTMLInputElement>(null)
  const router = useRouter()
  const addSearchTerm = useStore((s) => s.addSearchTerm)
  const history = useStore((s) => s.searchHistory)
  const term = normalizeSearchTerm(value)
  const showPanel = open && (term !== '' || history.length > 0)
  return (
    <div
      ref={wrapper}
      className="relative mx-auto max-w-2xl"
      data-testid="header-search"
      onFocus={() => setOpen(true)}
      onBlur={(e) => {
        if (!wrapper.current?.contains(e.relatedTarget as Node | null)) setOpen(false)
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          setOpen(false)
          input.current?.blur()
        } else if (e.key === 'ArrowDown' && e.target === input.current) {
          setOpen(true)
        }
      }}
    >
      {/* Named apart from the search page's own form, which is on screen with it at /search (landmark-unique). */}
      <form
        role="search"
        aria-label={t('search.quickLabel')}
        onSubmit={(e) => {
          e.preventDefault()
          if (!term) return
          addSearchTerm(term)
          setOpen(false)
          router.push(`/search?q=${encodeURIComponent(term)}`)
        }}
      >
        {/*
          Focus alone does not say the box is wanted again: after a search (Enter) the panel closes while the box keeps
          focus, so clearing it or clicking into it must open the panel too (recent searches when empty).
        */}
        <SearchBox
          ref={input}
          value={value}
          onValueChange={(next) => {
            setValue(next)
            setOpen(true)
          }}
          onClick={() => setOpen(true)}
        />
      </form>
      {showPanel ? (
        <div
          id="header-search-panel"
          data-testid="search-panel"
          className="absolute inset-x-0 top-[calc(100%+8px)] z-50 max-h-[min(70vh,640px)] overflow-y-auto rounded-3xl bg-card shadow-pop ring-1 ring-line"
        >
          <SearchPanel
            value={value}
            compact
            onPick={(t) => {
              setValue(t)
              input.current?.focus()
            }}
            onLeave={() => setOpen(false)}
          />
        </div>
      ) : null}
    </div>
  )
}
