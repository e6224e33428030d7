'use client'

import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { useTranslation } from '@/lib/i18n/react'

/** The storefront's buttons: one look per role, so screens stop repeating class strings. */
const VARIANTS = {
  /** The page's main action (a filled pill in the brand colour). */
  primary: 'rounded-full bg-primary px-6 py-3 font-semibold text-primary-fg transition hover:brightness-110 disabled:opacity-70',
  /** A second action beside the main one (an outlined pill). */
  secondary: 'rounded-full px-6 py-3 font-semibold ring-1 ring-line transition hover:bg-surface disabled:opacity-50',
  /** A text link look for small actions inside a block. */
  link: 'text-sm font-semibold text-primary-ink hover:underline disabled:opacity-50',
} as const

export type ButtonVariant = keyof typeof VARIANTS

/** The class of a button (or a link that looks like one) of this variant, plus any layout classes. */
export function buttonClass(variant: ButtonVariant = 'primary', extra = ''): string {
  return extra ? `${VARIANTS[variant]} ${extra}` : VARIANTS[variant]
}

type ButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'> & {
  variant?: ButtonVariant
  /** Layout only (width, margins); the look comes from the variant. */
  className?: string
  testId?: string
}

/** A button of one of the kit's variants (type="button" unless told otherwise). */
export function Button({ variant = 'primary', className, testId, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} data-testid={testId} className={buttonClass(variant, className)} {...rest} />
}

export function SubmitButton({ pending, children, testId }: { pending: boolean; children: ReactNode; testId?: string }) {
  const { t } = useTranslation()
  return (
    <button
      type="submit"
      disabled={pending}
      aria-busy={pending || undefined}
      data-testid={testId}
      className={buttonClass('primary', 'mt-1 flex w-full items-center justify-center gap-2')}
    >
      {pending ? <span className="size-4 animate-spin rounded-full border-2 border-current border-e-transparent" aria-hidden="true" /> : null}
      {pending ? <span className="sr-only">{t('a11y.loading')}</span> : null}
      {children}
    </button>
  )
}

