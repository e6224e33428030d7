'use client'

import type { Shop } from '@basil/contracts'
import { useEffect, useMemo, useState } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { useTranslation } from '@/lib/i18n/react'
import { useZoneCity } from '@/modules/ui/zoned-time'
import type { CheckoutValues } from './checkout-values'
import {
  ASAP,
  checkDeliverySlot,
  firstOffer,
  listDeliveryDays,
  listTimeOptions,
  type SlotProblem,
} from './delivery-slots'

/** Slots pass and shops open or close while the page is open: both are read again this often. */
export const CLOCK_TICK_MS = 60_000

/**
 * Days and times in the shop's time zone, by the rule the order is checked with; keeps the chosen date and time among
 * those still offered as the clock moves.
 */
export function useDeliverySlot(form: UseFormReturn<CheckoutValues>, shop: Shop | undefined) {
  const { t } = useTranslation()
  const { setValue } = form
  const [date, time] = form.watch(['date', 'time'])
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), CLOCK_TICK_MS)
    return () => clearInterval(timer)
  }, [])

  const days = useMemo(() => (shop ? listDeliveryDays(shop, now) : []), [shop, now])
  const day = days.find((d) => d.date === date)
  const times = shop ? listTimeOptions(shop, day, days[0]?.date) : []
  const zoneCity = useZoneCity(shop?.timezone ?? null)
  useEffect(() => {
    if (!shop || (date && days.some((d) => d.date === date))) return
    const first = firstOffer(shop, days)
    setValue('date', first?.date ?? days[0]?.date ?? null)
    setValue('time', first?.time ?? null)
  }, [shop, days, date, setValue])
  useEffect(() => {
    // A time that passed (or "as soon as possible" once the shop closed) gives way to the first one still offered.
    if (!day || (time && times.includes(time))) return
    setValue('time', times[0] ?? null)
  }, [day, times, time, setValue])

  const problem: SlotProblem | null =
    shop && date ? checkDeliverySlot(shop, time === ASAP ? null : date, time, now) : null
  const problemMessage =
    problem === 'closedDay'
      ? t('checkout.closedDay')
      : problem === 'datePassed'
        ? t('checkout.datePassed')
        : problem === 'timePassed'
          ? t('checkout.timePassed')
          : problem === 'closed'
            ? t('checkout.shopClosed')
            : null
  // On submit a missing date or time (nothing offered) is "closed" too.
  const submitMessage = problemMessage ?? (!date || !time ? t('checkout.shopClosed') : null)
  return { now, date, time, days, times, zoneCity, problemMessage, submitMessage }
}

export type DeliverySlot = ReturnType<typeof useDeliverySlot>
