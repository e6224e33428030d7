'use client'

import { forwardRef, useImperativeHandle, useRef, type InputHTMLAttributes } from 'react'
import { useTranslation } from '@/lib/i18n/react'
import { CloseIcon, SearchIcon } from '@/modules/ui/icons'

type SearchBoxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'size'> & {
  value: string
  onValueChange: (value: string) => void
  size?: 'md' | 'lg'
}

/** The search input with its icon and a clear button. */
export const SearchBox = forwardRef<HTMLInputElement, SearchBoxProps>(function SearchBox(
  { value, onValueChange, size = 'md', className = '', ...props },
  ref,
) {
  const { t } = useTranslation()
  const input = useRef<HTMLInputElement>(null)
  useImperativeHandle(ref, () => input.current!, [])
  return (
    <div className={`relative ${className}`}>
      <SearchIcon size={20} className="pointer-events-none absolute start-4 top-1/2 -translate-y-1/2 text-muted" />
      <input
        ref={input}
        type="search"
        role="searchbox"
        autoComplete="off"
        enterKeyHint="search"
        aria-label={t('search.label')}
        placeholder={t('search.placeholder')}
        value={value}
        onChange={(e) => onValueChange(e.target.value)}
        className={`w-full rounded-full border border-transparent bg-surface ps-12 pe-11 text-fg placeholder:text-muted transition focus:border-primary focus:bg-card focus:outline-none [&::-webkit-search-cancel-button]:hidden ${size === 'lg' ? 'h-13 text-base' : 'h-12 text-[15px]'}`}
        {...props}
      />
      {value ? (
        <button
          type="button"
          aria-label={t('search.clear')}
          onClick={() => {
            onValueChange('')
            // The button goes away with the text: the box takes the focus back, where the recent searches show.
            input.current?.focus()
          }}
          className="absolute end-2 top-1/2 grid size-8 -translate-y-1/2 place-items-center rounded-full text-muted hover:bg-surface-2 hover:text-fg"
        >
          <CloseIcon size={16} />
        </button>
      ) : null}
    </div>
  )
})
