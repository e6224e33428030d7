'use client'

import * as RadixDialog from '@radix-ui/react-dialog'
import type { ReactNode } from 'react'
import { useTranslation } from '@/lib/i18n/react'
import { CloseIcon } from './icons'

type DialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: ReactNode
  /** Visually hidden title (the content shows its own heading). */
  hideTitle?: boolean
  description?: ReactNode
  children: ReactNode
  /** Spec §2: dialogs sit in the centre by default; 'fullscreen' fills the viewport (phone search). */
  position?: 'center' | 'fullscreen' | 'sheet'
  size?: 'sm' | 'md' | 'lg'
  closable?: boolean
  className?: string
  /** Render in place instead of a portal, so the server's HTML already holds an open dialog (shared product links). */
  inline?: boolean
}

const sizes = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-3xl' }

/** An accessible modal dialog (focus trap, Escape, labelled) with a close button. */
export function Dialog({
  open,
  onOpenChange,
  title,
  hideTitle,
  description,
  children,
  position = 'center',
  size = 'md',
  closable = true,
  className = '',
  inline = false,
}: DialogProps) {
  const { t } = useTranslation()
  const box =
    position === 'fullscreen'
      ? 'inset-0 h-dvh w-full'
      : position === 'sheet'
        ? `inset-x-0 bottom-0 max-h-[92dvh] rounded-t-3xl shadow-pop sm:inset-x-auto sm:bottom-auto sm:start-1/2 sm:top-1/2 sm:w-[calc(100%-2rem)] ${sizes[size]} sm:max-h-[calc(100dvh-2rem)] sm:-translate-y-1/2 sm:ltr:-translate-x-1/2 sm:rtl:translate-x-1/2 sm:rounded-3xl`
        : `start-1/2 top-1/2 w-[calc(100%-2rem)] ${sizes[size]} max-h-[calc(100dvh-2rem)] -translate-y-1/2 ltr:-translate-x-1/2 rtl:translate-x-1/2 rounded-3xl shadow-pop`
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <MaybePortal inline={inline}>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/45 backdrop-blur-[2px] data-[state=open]:animate-[fade-in_150ms_ease-out]" />
        <RadixDialog.Content
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={`fixed z-50 flex flex-col overflow-hidden bg-card text-fg outline-none ${box} ${className}`}
        >
          <RadixDialog.Title className={hideTitle ? 'sr-only' : 'px-6 pe-14 pt-6 text-xl font-bold'}>
            {title}
          </RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className="px-6 pt-2 text-sm text-muted">{description}</RadixDialog.Description>
          ) : null}
          <div className="min-h-0 flex-1 overflow-y-auto">{children}</div>
          {closable ? (
            <RadixDialog.Close
              className="absolute end-3 top-3 z-10 grid size-10 place-items-center rounded-full bg-card/90 text-fg shadow-card transition hover:bg-surface"
              aria-label={t('a11y.close')}
            >
              <CloseIcon />
            </RadixDialog.Close>
          ) : null}
        </RadixDialog.Content>
      </MaybePortal>
    </RadixDialog.Root>
  )
}

function MaybePortal({ inline, children }: { inline: boolean; children: ReactNode }) {
  return inline ? <>{children}</> : <RadixDialog.Portal>{children}</RadixDialog.Portal>
}
