'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useTranslation } from '@/lib/i18n/react'
import { useUiStore } from '@/lib/ui-store'
import { buttonClass } from '@/modules/ui/button-class'
import { Dialog } from '@/modules/ui/dialog'
import { BellIcon, PinIcon, UserIcon } from '@/modules/ui/icons'

/** "Please, login first": the modal a visitor sees when a feature needs sign-in. */
export default function LoginPrompt() {
  const { t } = useTranslation()
  const reason = useUiStore((s) => s.loginPrompt)
  const close = useUiStore((s) => s.closeLogin)
  // Back to this page after signing in.
  const pathname = usePathname()
  const next = pathname && pathname !== '/' ? `?next=${encodeURIComponent(pathname)}` : ''
  const Icon = reason === 'notifications' ? BellIcon : reason === 'address' ? PinIcon : UserIcon
  return (
    <Dialog
      open={reason !== null}
      onOpenChange={(open) => !open && close()}
      title={t('auth.pleaseLogin')}
      description={reason === 'notifications' ? t('notifications.loginHint') : t('auth.loginToContinue')}
      size="sm"
    >
      <div className="flex flex-col items-center gap-5 px-6 pb-6 pt-4">
        <span className="grid size-16 place-items-center rounded-full bg-primary-soft text-primary-ink">
          <Icon size={28} />
        </span>
        <div className="flex w-full flex-col gap-2">
          <Link href={`/login${next}`} onClick={close} className={buttonClass('primary', 'md', 'text-center')}>
            {t('auth.loginButton')}
          </Link>
          <button
            type="button"
            onClick={close}
            className="rounded-full px-5 py-3 font-semibold text-fg hover:bg-surface"
          >
            {t('auth.notNow')}
          </button>
        </div>
      </div>
    </Dialog>
  )
}
