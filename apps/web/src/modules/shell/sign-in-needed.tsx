import Link from 'next/link'
import type { ReactNode } from 'react'
import { buttonClass } from '@/modules/ui/button-class'
import { UserIcon } from '@/modules/ui/icons'

/** A screen whose content needs an account (sign-in arrives with the accounts issue). */
export function SignInNeeded({
  title,
  text,
  action,
  href = '/login',
  children,
}: {
  title: string
  text: string
  action: string
  /** Where the button goes, e.g. `/login?next=/profile` to come back after signing in. */
  href?: string
  children?: ReactNode
}) {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 pb-10 pt-8 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight">{title}</h1>
      {children}
      <div className="mt-8 flex flex-col items-center gap-4 rounded-3xl bg-surface px-6 py-12 text-center">
        <span className="grid size-16 place-items-center rounded-full bg-card text-primary-ink shadow-card">
          <UserIcon size={28} />
        </span>
        <p className="max-w-sm text-muted">{text}</p>
        <Link href={href} className={buttonClass('primary', 'lg')}>
          {action}
        </Link>
      </div>
    </div>
  )
}
