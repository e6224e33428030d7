'use client'

import type { FormEventHandler, ReactNode } from 'react'
import { buttonClass } from './button'
import { Dialog } from './dialog'

type FormDialogProps = {
  title: string
  description?: string
  onClose: () => void
  onSubmit: FormEventHandler<HTMLFormElement>
  /** The form's `data-testid`. */
  testId?: string
  /** The message about the whole form (announced when it appears). */
  error: string | null
  busy: boolean
  submitLabel: string
  submitTestId?: string
  children: ReactNode
}

/** A small dialog holding one form: its fields, a message line and the submit button. */
export function FormDialog({
  title,
  description,
  onClose,
  onSubmit,
  testId,
  error,
  busy,
  submitLabel,
  submitTestId,
  children,
}: FormDialogProps) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={title} description={description} size="sm">
      <form onSubmit={onSubmit} className="flex flex-col gap-4 px-6 pb-6 pt-4" data-testid={testId}>
        {children}
        {error ? (
          <p className="text-sm font-medium text-danger" role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" disabled={busy} className={buttonClass('primary', 'sm')} data-testid={submitTestId}>
          {submitLabel}
        </button>
      </form>
    </Dialog>
  )
}
