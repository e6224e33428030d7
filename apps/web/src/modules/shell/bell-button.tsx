'use client'

import { useTranslation } from '@/lib/i18n/react'
import { useUiStore } from '@/lib/ui-store'
import { BellIcon } from '@/modules/ui/icons'

/** The notification bell; notifications need sign-in, so a visitor is asked to log in. */
export function BellButton() {
  const { t } = useTranslation()
  const askLogin = useUiStore((s) => s.askLogin)
  return (
    <button
      type="button"
      onClick={() => askLogin('notifications')}
      aria-label={t('header.notifications')}
      data-testid="bell-button"
      className="grid size-11 place-items-center rounded-full text-fg transition hover:bg-surface"
    >
      <BellIcon />
    </button>
  )
}
