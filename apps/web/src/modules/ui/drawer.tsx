'use client'

import type { ReactNode } from 'react'
import { useTranslation } from '@/lib/i18n/react'
import { Drawer as Vaul } from 'vaul'
import { CloseIcon } from './icons'

type DrawerProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: ReactNode
  hideTitle?: boolean
  children: ReactNode
  /** bottom: the phone bottom sheet; start/end: a side panel (menu, cart) that follows the reading direction. */
  side?: 'bottom' | 'start' | 'end'
  dir?: 'ltr' | 'rtl'
}

/** Spec §2/§9 bottom-sheet drawer (swipe to close) or side panel, built on vaul. */
export function Drawer({ open, onOpenChange, title, hideTitle, children, side = 'bottom', dir = 'ltr' }: DrawerProps) {
  const { t } = useTranslation()
  const physical = side === 'bottom' ? 'bottom' : (side === 'start') === (dir === 'ltr') ? 'left' : 'right'
  const box =
    physical === 'bottom'
      ? 'inset-x-0 bottom-0 max-h-[92dvh] rounded-t-3xl'
      : `${physical === 'left' ? 'left-0' : 'right-0'} inset-y-0 w-[min(88vw,380px)]`
  return (
    // Spec §9: a drag past 52% of the sheet closes it (the swipe drawer's hysteresis).
    <Vaul.Root open={open} onOpenChange={onOpenChange} direction={physical} closeThreshold={0.52}>
      <Vaul.Portal>
        <Vaul.Overlay className="fixed inset-0 z-50 bg-black/45" />
        <Vaul.Content
          dir={dir}
          aria-describedby={undefined}
          className={`fixed z-50 flex flex-col bg-card text-fg outline-none ${box}`}
        >
          {physical === 'bottom' ? (
            <div className="mx-auto mt-3 h-1.5 w-12 shrink-0 rounded-full bg-line" aria-hidden="true" />
          ) : null}
          <div className="flex items-center justify-between gap-4 px-5 pb-2 pt-4">
            <Vaul.Title className={hideTitle ? 'sr-only' : 'text-lg font-bold'}>{title}</Vaul.Title>
            <Vaul.Close
              className="grid size-10 place-items-center rounded-full text-fg transition hover:bg-surface"
              aria-label={t('a11y.close')}
            >
              <CloseIcon />
            </Vaul.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-5 pb-[max(1.25rem,env(safe-area-inset-bottom))]">
            {children}
          </div>
        </Vaul.Content>
      </Vaul.Portal>
    </Vaul.Root>
  )
}
