'use client'

import type { NotificationSettingsBodyInput, notificationSettingSchema } from '@basil/contracts'
import type { z } from 'zod'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from '@/lib/i18n/react'
import { toast } from '@/lib/toast'
import { ApiError, apiFetch } from '@/lib/api/browser'
import { responses } from '@/lib/api/responses'

type Setting = z.infer<typeof notificationSettingSchema>

const KEY = ['notification-settings'] as const

/** Settings: which kinds of notification the user gets (a kind without a saved choice is on). */
export function NotificationSettings() {
  const { t } = useTranslation()
  const client = useQueryClient()
  const settings = useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) =>
      apiFetch('dashboard/user/notifications', responses.notificationSettings, { signal }).then((r) => r.data),
  })
  const save = useMutation({
    mutationFn: (change: { notification_id: number; active: boolean }) =>
      apiFetch('dashboard/user/update/notifications', responses.notificationSettings, {
        method: 'POST',
        body: { notifications: [change] } satisfies NotificationSettingsBodyInput,
      }),
    onMutate: ({ notification_id, active }) => {
      const before = client.getQueryData<Setting[]>(KEY)
      client.setQueryData<Setting[]>(KEY, (list) =>
        list?.map((s) =>
          s.id === notification_id
            ? { ...s, notification: { notification_id, user_id: s.notification?.user_id ?? 0, active } }
            : s,
        ),
      )
      return { before }
    },
    onSuccess: (res) => client.setQueryData(KEY, res.data),
    onError: (error, _change, context) => {
      if (context?.before) client.setQueryData(KEY, context.before)
      if (!(error instanceof ApiError && error.status === 401))
        toast.error(error instanceof ApiError ? error.message : t('error.later'))
    },
  })

  return (
    <fieldset className="flex flex-col gap-1" data-testid="notification-settings">
      <legend className="mb-2 text-xs font-semibold uppercase tracking-wide text-muted">
        {t('settings.notifications')}
      </legend>
      {settings.isPending ? (
        <div className="h-24 animate-pulse rounded-2xl bg-surface" aria-busy="true" aria-label={t('a11y.loading')} />
      ) : (
        settings.data?.map((s) => {
          const on = s.notification?.active ?? true
          return (
            <label key={s.id} className="flex cursor-pointer items-center justify-between gap-4 rounded-xl py-2">
              <span className="font-medium">{t(`settings.notify.${s.type}`)}</span>
              <input
                type="checkbox"
                role="switch"
                checked={on}
                onChange={(e) => save.mutate({ notification_id: s.id, active: e.target.checked })}
                className="peer sr-only"
              />
              <span
                aria-hidden="true"
                className="relative h-7 w-12 shrink-0 rounded-full bg-line transition peer-checked:bg-primary peer-focus-visible:ring-2 peer-focus-visible:ring-primary peer-focus-visible:ring-offset-2 after:absolute after:start-1 after:top-1 after:size-5 after:rounded-full after:bg-white after:shadow after:transition peer-checked:after:translate-x-5 rtl:peer-checked:after:-translate-x-5"
              />
            </label>
          )
        })
      )}
    </fieldset>
  )
}
