'use client'

import * as RadixDialog from '@radix-ui/react-dialog'
import { useRouter } from 'next/navigation'
import { useRef, useState } from 'react'
import { useTranslation } from '@/lib/i18n/react'
import { normalizeSearchTerm } from '@/lib/search-history'
import { useStore } from '@/lib/store'
import { useUiStore } from '@/lib/ui-store'
import { ArrowLeftIcon } from '@/modules/ui/icons'
import { SearchBox } from './search-box'
import { SearchPanel } from './search-panel'

/** Spec §2: the compact header's search button opens this full-screen search. */
export default function SearchOverlay() {
  const { t } = useTranslation()
  const open = useUiStore((s) => s.searchOpen)
  const setOpen = useUiStore((s) => s.setSearchOpen)
  const addSearchTerm = useStore((s) => s.addSearchTerm)
  const [value, setValue] = useState('')
  const input = useRef<HTMLInputElement>(null)
  const router = useRouter()
  return (
    <RadixDialog.Root open={open} onOpenChange={setOpen}>
      <RadixDialog.Portal>
        <RadixDialog.Content
          aria-describedby={undefined}
          data-testid="search-overlay"
          onOpenAutoFocus={(e) => {
            e.preventDefault()
            input.current?.focus()
          }}
          className="fixed inset-0 z-50 flex flex-col bg-bg text-fg"
        >
          <RadixDialog.Title className="sr-only">{t('search.title')}</RadixDialog.Title>
          <div className="flex items-center gap-2 border-b border-line p-3">
            <RadixDialog.Close
              aria-label={t('search.close')}
              className="grid size-11 shrink-0 place-items-center rounded-full hover:bg-surface"
            >
              <ArrowLeftIcon className="rtl:-scale-x-100" />
            </RadixDialog.Close>
            {/* The phone's form for what the desktop header's box does: the same name. */}
            <form
              role="search"
              aria-label={t('search.quickLabel')}
              className="flex-1"
              onSubmit={(e) => {
                e.preventDefault()
                const term = normalizeSearchTerm(value)
                if (!term) return
                addSearchTerm(term)
                setOpen(false)
                router.push(`/search?q=${encodeURIComponent(term)}`)
              }}
            >
              <SearchBox ref={input} value={value} onValueChange={setValue} />
            </form>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto" data-testid="search-panel">
            <SearchPanel value={value} onPick={setValue} onLeave={() => setOpen(false)} compact />
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  )
}
