'use client'

import dynamic from 'next/dynamic'
import { useState } from 'react'
import { useTranslation } from '@/lib/i18n/react'
import { useUiStore } from '@/lib/ui-store'
import { useNotificationStats } from '@/modules/account/notifications'
import { useSignedIn } from '@/modules/account/session'
import { BellIcon } from '@/modules/ui/icons'

const NotificationCenter = dynamic(() => import('@/modules/account/notification-center'), { ssr: false })

/** The notification bell: a visitor is asked to log in; a signed-in user sees the unread count and the centre. */
export function BellButton() {
  const { t } = useTranslation()
  const askLogin = useUiStore((s) => s.askLogin)
  const signedIn = useSignedIn()
  const stats = useNotificationStats()
  const [open, setOpen] = useState(false)
  const unread = signedIn ? (stats.data?.notification ?? 0) : 0
  return (
    <>
      <button
        type="button"
        onClick={() => (signedIn ? setOpen(true) : askLogin('notifications'))}
        aria-label={
          unread
            ? `${t('header.notifications')}: ${t('notifications.unread', { count: unread })}`
            : t('header.notifications')
        }
        data-testid="bell-button"
        className="relative grid size-11 place-items-center rounded-full text-fg transition hover:bg-surface"
      >
        <BellIcon />
        {unread ? (
          <span
            aria-hidden="true"
            data-testid="bell-count"
            className="absolute end-1.5 top-1.5 grid min-w-4.5 place-items-center rounded-full bg-danger px-1 text-[10px] font-bold leading-4.5 text-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </button>
      {open ? <NotificationCenter open={open} onOpenChange={setOpen} /> : null}
    </>
  )
}
