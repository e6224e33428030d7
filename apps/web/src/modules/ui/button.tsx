'use client'

import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { useTranslation } from '@/lib/i18n/react'

/** The storefront's buttons: one look per role and size, so screens stop repeating class strings. */
const VARIANTS = {
  /** The page's main action (a filled pill in the brand colour). */
  primary: 'rounded-full bg-primary font-semibold text-primary-fg transition hover:brightness-110',
  /** A second action beside the main one (an outlined pill). */
  secondary: 'rounded-full font-semibold ring-1 ring-line transition hover:bg-surface',
  /** Confirms something that cannot be undone (cancel an order). */
  danger: 'rounded-full bg-danger font-semibold text-white',
} as const

const SIZES = {
  md: 'px-6 py-3 disabled:opacity-70',
  sm: 'px-5 py-2.5 text-sm disabled:opacity-50',
} as const

export type ButtonVariant = keyof typeof VARIANTS
export type ButtonSize = keyof typeof SIZES

/** The class of a button (or a link that looks like one) of this variant and size, plus layout classes. */
export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra = ''): string {
  return [VARIANTS[variant], SIZES[size], extra].filter(Boolean).join(' ')
}

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
