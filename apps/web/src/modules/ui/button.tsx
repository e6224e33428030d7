'use client'

import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { useTranslation } from '@/lib/i18n/react'
import { buttonClass, type ButtonSize, type ButtonVariant } from './button-class'

export { buttonClass, type ButtonSize, type ButtonVariant }

type ButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'> & {
  variant?: ButtonVariant
  size?: ButtonSize
  /** Layout only (width, margins); the look comes from the variant and size. */
  className?: string
  testId?: string
}

/** A button of one of the kit's variants (type="button" unless told otherwise). */
export function Button({ variant = 'primary', size = 'md', className, testId, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} data-testid={testId} className={buttonClass(variant, size, className)} {...rest} />
}

export function SubmitButton({
  pending,
  children,
  testId,
}: {
  pending: boolean
  children: ReactNode
  testId?: string
}) {
  const { t } = useTranslation()
  return (
    <button
      type="submit"
      disabled={pending}
      aria-busy={pending || undefined}
      data-testid={testId}
      className={buttonClass('primary', 'md', 'mt-1 flex w-full items-center justify-center gap-2')}
    >
      {pending ? (
        <span
          className="size-4 animate-spin rounded-full border-2 border-current border-e-transparent"
          aria-hidden="true"
        />
      ) : null}
      {pending ? <span className="sr-only">{t('a11y.loading')}</span> : null}
      {children}
    </button>
  )
}
