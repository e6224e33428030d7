'use client'

import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react'
import { useTranslation } from '@/lib/i18n/react'
import type { TOptions } from '@/lib/i18n/translate'

/** A text to show: a translation key (or a text from the API), or a key with its values (counts, names). */
export type Message = string | { key: string; options: TOptions }

export const inputClass =
  'w-full rounded-xl border border-line bg-card px-3.5 py-3 text-base text-fg transition placeholder:text-muted hover:border-muted focus-visible:border-primary aria-[invalid=true]:border-danger disabled:opacity-60'

/** A box under its label's text, the label wrapping both (the checkout's and the dialogs' smaller fields). */
export const labelledInputClass = `${inputClass} mt-1`

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> & {
  label: string
  /** A translation key or a text from the API; shown under the field and announced. */
  error?: string | null
  hint?: ReactNode
  /** Something at the end of the box (e.g. the show-password button). */
  end?: ReactNode
}

/** A labelled input whose error is tied to it (aria-invalid + aria-describedby) so screen readers read it. */
export function Field({ label, error, hint, end, id: givenId, ...input }: FieldProps) {
  const { t } = useTranslation()
  const autoId = useId()
  const id = givenId ?? autoId
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const described = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          className={`${inputClass}${end ? ' pe-12' : ''}`}
          {...input}
        />
        {end ? <div className="absolute inset-y-0 end-1 flex items-center">{end}</div> : null}
      </div>
      {hint ? (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {/* Always in the page (empty when fine), so the message's appearance is announced without moving focus. */}
      <p
        id={errorId}
        role="alert"
        data-testid={`${input.name ?? id}-error`}
        className="min-h-0 text-sm font-medium text-danger empty:hidden"
      >
        {error ? t(error) : ''}
      </p>
    </div>
  )
}

/** A password box with a show/hide toggle. */
export function PasswordField(props: Omit<FieldProps, 'type' | 'end'>) {
  const { t } = useTranslation()
  const [shown, setShown] = useState(false)
  return (
    <Field
      {...props}
      type={shown ? 'text' : 'password'}
      end={
        <button
          type="button"
          onClick={() => setShown((s) => !s)}
          aria-pressed={shown}
          aria-label={shown ? t('form.hidePassword') : t('form.showPassword')}
          className="grid size-10 place-items-center rounded-lg text-muted hover:text-fg"
        >
          <EyeIcon off={shown} />
        </button>
      }
    />
  )
}

function EyeIcon({ off }: { off: boolean }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {off ? <path d="M3 3l18 18" /> : null}
    </svg>
  )
}

/** A form-level message (e.g. "Login or password is invalid"), announced when it appears. */
export function FormAlert({ message, tone = 'error' }: { message: Message | null; tone?: 'error' | 'info' }) {
  const { t } = useTranslation()
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      data-testid="form-alert"
      className={`rounded-xl px-4 py-3 text-sm font-medium empty:hidden ${tone === 'error' ? 'bg-danger/10 text-danger' : 'bg-primary-soft text-primary-ink'}`}
    >
      {message ? (typeof message === 'string' ? t(message) : t(message.key, message.options)) : ''}
    </div>
  )
}

/** Two or more choices shown as a segmented control (radio group: arrow keys move between them). */
export function Segmented<V extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string
  value: V
  options: { value: V; label: string }[]
  onChange: (value: V) => void
}) {
  const name = useId()
  return (
    <fieldset className="flex rounded-full bg-surface p-1">
      <legend className="sr-only">{label}</legend>
      {options.map((o) => (
        <label
          key={o.value}
          className="flex-1 cursor-pointer rounded-full px-4 py-2 text-center text-sm font-semibold text-muted transition has-[:checked]:bg-card has-[:checked]:text-fg has-[:checked]:shadow-card has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary"
        >
          <input
            type="radio"
            name={name}
            value={o.value}
            checked={value === o.value}
            onChange={() => onChange(o.value)}
            className="sr-only"
          />
          {o.label}
        </label>
      ))}
    </fieldset>
  )
}
