'use client'

import type { BookingShop, BookingTable, ShopSection } from '@basil/contracts/booking'
import { bookingSettingsOf, holdMinutesOf, listBookingDates, listBookingSlots } from '@basil/contracts/booking-rules'
import { arrivalOf, parseClock, resolveTimeZone, weekdayOf, type Schedule } from '@basil/contracts/opening-hours'
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query'
import Link from 'next/link'
import { usePathname, useRouter } from 'next/navigation'
import { useMemo, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useAppConfig } from '@/lib/app-config'
import { formatIsoDate } from '@/lib/date'
import { stagedResolver } from '@/lib/forms/staged-resolver'
import { useTranslation } from '@/lib/i18n/react'
import { toast } from '@/lib/toast'
import { loginHrefFrom, useSession } from '@/modules/account/session'
import { SubmitButton, buttonClass } from '@/modules/ui/button'
import { inputClass, labelledInputClass } from '@/modules/ui/field'
import { MinusIcon, PlusIcon, UsersIcon } from '@/modules/ui/icons'
import { useZoneNote } from '@/modules/ui/zoned-time'
import { overlaps, toBookingBody, type BookingValues } from './booking-values'
import { bookingErrorMessage } from './reservation-messages'
import { createReservation, fetchBusyRanges, fetchSections, fetchTables, reservationsKey } from './reservations-api'

/** Days offered in the date list (the API takes up to 30). */
const DAYS_SHOWN = 14
const MAX_GUESTS = 20

type TableState = 'free' | 'taken' | 'tooSmall'

/** The seats of a table drawn as dots around it: its size reads at a glance. */
function TableShape({ chairs, state, chosen }: { chairs: number; state: TableState; chosen: boolean }) {
  const top = Math.ceil(chairs / 2)
  const bottom = chairs - top
  const dot = chosen ? 'bg-primary-fg' : state === 'free' ? 'bg-primary' : 'bg-muted'
  const row = (n: number) => (
    <span className="flex h-1.5 justify-center gap-1" aria-hidden="true">
      {Array.from({ length: n }, (_, i) => (
        <span key={i} className={`size-1.5 rounded-full ${dot}`} />
      ))}
    </span>
  )
  return (
    <span className="flex flex-col gap-1" aria-hidden="true">
      {row(top)}
      <span
        className={`mx-auto block h-5 rounded-md ${chosen ? 'bg-primary-fg/30' : 'bg-surface ring-1 ring-line'}`}
        style={{ width: `${Math.min(2 + top, 6) * 0.75}rem` }}
      />
      {row(bottom)}
    </span>
  )
}

/**
 * Book a table: the date and a time the shop offers (its booking hours in its zone, the settings' grid and lead time),
 * the guests, a section and a free table that seats them on the section's plan, a note. Sign-in is needed to book.
 */
export function BookingForm({
  shop,
  bookingId,
  maxTime,
  nowIso,
  initialSections,
  initialTables,
}: {
  shop: BookingShop
  bookingId: number
  maxTime: number
  /** The server's clock when it rendered: the same slots on the server and on hydration. */
  nowIso: string
  /** The plan as the server read it: the form's first paint is its final layout. */
  initialSections: ShopSection[]
  initialTables: BookingTable[]
}) {
  const { t } = useTranslation()
  const config = useAppConfig()
  const { signedIn } = useSession()
  const pathname = usePathname()
  const router = useRouter()
  const queryClient = useQueryClient()
  const now = useMemo(() => new Date(nowIso), [nowIso])
  const settings = useMemo(() => bookingSettingsOf(config.settings), [config.settings])
  const hold = holdMinutesOf(maxTime, settings)
  const timeZone = resolveTimeZone(shop.timezone, config.timeZone)
  const zoneNote = useZoneNote(timeZone)
  const schedule: Schedule = useMemo(
    () => ({
      timeZone,
      workingDays: shop.booking_shop_working_days,
      closedDates: shop.booking_shop_closed_date.map((d) => d.day),
    }),
    [shop, timeZone],
  )
  const days = useMemo(
    () =>
      listBookingDates(timeZone, now, DAYS_SHOWN).map((date) => ({
        date,
        slots: listBookingSlots(schedule, date, now, settings),
      })),
    [timeZone, now, schedule, settings],
  )
  const firstOpen = days.find((d) => d.slots.length > 0)

  const [resolver] = useState(() =>
    stagedResolver<BookingValues>(
      (values) => ({
        time: values.time ? null : 'reservations.chooseTime',
        table_id: values.table_id ? null : 'reservations.chooseTable',
      }),
      () => import('./booking-contract').then((m) => m.bookingContract(bookingId)),
    ),
  )
  const form = useForm<BookingValues>({
    defaultValues: {
      date: firstOpen?.date ?? days[0]?.date ?? '',
      time: firstOpen?.slots[0] ?? '',
      guest: 2,
      section_id: 0,
      table_id: 0,
      note: '',
    },
    resolver,
    reValidateMode: 'onSubmit',
  })
  const date = form.watch('date')
  const time = form.watch('time')
  const guest = form.watch('guest')
  const tableId = form.watch('table_id')
  const chosenSection = form.watch('section_id')
  const slots = days.find((d) => d.date === date)?.slots ?? []

  const sections = useQuery({
    queryKey: ['booking', 'sections', shop.id],
    queryFn: ({ signal }) => fetchSections(shop.id, signal),
    initialData: initialSections,
  })
  const tables = useQuery({
    queryKey: ['booking', 'tables', shop.id],
    queryFn: ({ signal }) => fetchTables(shop.id, signal),
    initialData: initialTables,
  })
  const sectionList: ShopSection[] = sections.data
  const sectionId = chosenSection || sectionList[0]?.id || 0
  const section = sectionList.find((s) => s.id === sectionId)
  const sectionTables: BookingTable[] = tables.data.filter((x) => x.shop_section_id === sectionId)
  // Busy ranges change as others book: always read fresh.
  const busy = useQueries({
    queries: sectionTables.map((table) => ({
      queryKey: ['booking', 'busy', table.id, date],
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchBusyRanges(table.id, date, signal),
      staleTime: 0,
      enabled: Boolean(date),
    })),
  })
  const minutes = time ? parseClock(time) : null
  const start = minutes === null || !date ? null : arrivalOf(date, minutes, timeZone).getTime()
  const end = start === null ? null : start + hold * 60_000
  const stateOf = (table: BookingTable, i: number): TableState => {
    if (table.chair_count < guest) return 'tooSmall'
    const ranges = busy[i]?.data
    if (start !== null && end !== null && ranges?.some((r) => overlaps(r, start, end))) return 'taken'
    return 'free'
  }
  const busyLoading = busy.some((q) => q.isPending)

  const book = useMutation({
    mutationFn: (values: BookingValues) => createReservation(toBookingBody(values, bookingId)),
    onSuccess: () => {
      toast.success(t('reservations.booked'))
      void queryClient.invalidateQueries({ queryKey: reservationsKey })
      router.push('/reservations')
    },
    onError: () => {
      form.setValue('table_id', 0)
      void queryClient.invalidateQueries({ queryKey: ['booking', 'busy'] })
    },
  })
  const onSubmit = form.handleSubmit((values) => book.mutate({ ...values, section_id: sectionId }))
  const error = (name: keyof BookingValues) => form.formState.errors[name]?.message ?? null
  const pickTable = (id: number) => form.setValue('table_id', id, { shouldValidate: false })

  return (
    <form
      onSubmit={onSubmit}
      onFocus={() => void import('./booking-contract').catch(() => undefined)}
      noValidate
      className="flex flex-col gap-5"
      data-testid="booking-form"
    >
      <div className="grid gap-3 sm:grid-cols-3">
        <label className="text-sm font-semibold">
          {t('reservations.date')}
          <select
            {...form.register('date', {
              onChange: (e: { target: { value: string } }) => {
                const next = days.find((d) => d.date === e.target.value)?.slots ?? []
                form.setValue('time', next.includes(time) ? time : (next[0] ?? ''))
                form.setValue('table_id', 0)
              },
            })}
            className={labelledInputClass}
            data-testid="booking-date"
          >
            {days.map((d, i) => (
              <option key={d.date} value={d.date} disabled={d.slots.length === 0}>
                {i === 0 ? t('shop.today') : t(`shop.day.${weekdayOf(d.date)}`)} {formatIsoDate(d.date).slice(0, 5)}
                {d.slots.length === 0 ? ` · ${t('shop.closedDay')}` : ''}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-semibold">
          {t('reservations.time')}
          <select
            {...form.register('time', { onChange: () => form.setValue('table_id', 0) })}
            disabled={slots.length === 0}
            aria-invalid={error('time') ? true : undefined}
            aria-describedby="booking-time-error"
            className={labelledInputClass}
            data-testid="booking-time"
            dir="ltr"
          >
            {slots.length === 0 ? <option value="">{t('reservations.noTimes')}</option> : null}
            {slots.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
        <div className="text-sm font-semibold">
          <span id="booking-guests-label">{t('reservations.guests')}</span>
          <div className="mt-1 flex items-center gap-2" role="group" aria-labelledby="booking-guests-label">
            <button
              type="button"
              onClick={() => {
                form.setValue('guest', Math.max(1, guest - 1))
                form.setValue('table_id', 0)
              }}
              disabled={guest <= 1}
              aria-label={t('reservations.fewerGuests')}
              className="grid size-11 shrink-0 place-items-center rounded-full ring-1 ring-line hover:bg-surface disabled:opacity-40"
            >
              <MinusIcon size={18} />
            </button>
            <output className={`${inputClass} text-center font-bold`} aria-live="polite" data-testid="booking-guests">
              {guest}
            </output>
            <button
              type="button"
              onClick={() => {
                form.setValue('guest', Math.min(MAX_GUESTS, guest + 1))
                form.setValue('table_id', 0)
              }}
              disabled={guest >= MAX_GUESTS}
              aria-label={t('reservations.moreGuests')}
              className="grid size-11 shrink-0 place-items-center rounded-full ring-1 ring-line hover:bg-surface disabled:opacity-40"
            >
              <PlusIcon size={18} />
            </button>
          </div>
        </div>
      </div>
      <p className="-mt-2 text-xs text-muted" data-testid="booking-hold">
        {t('reservations.holdFor', { minutes: hold })}
        {zoneNote ? ` · ${zoneNote}` : ''}
      </p>
      <p id="booking-time-error" role="alert" className="-mt-3 text-sm font-medium text-danger empty:hidden">
        {error('time') ? t(error('time')!) : ''}
      </p>

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-semibold">{t('reservations.section')}</legend>
        <div className="flex flex-wrap gap-2">
          {sectionList.map((s) => (
            <label key={s.id} className="cursor-pointer">
              <input
                type="radio"
                name="booking-section"
                value={s.id}
                checked={s.id === sectionId}
                onChange={() => {
                  form.setValue('section_id', s.id)
                  form.setValue('table_id', 0)
                }}
                className="peer sr-only"
                data-testid="booking-section"
              />
              <span className="block rounded-full px-4 py-2 text-sm font-semibold ring-1 ring-line peer-checked:bg-fg peer-checked:text-bg peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary">
                {s.translation?.title ?? `#${s.id}`}
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset
        className="flex flex-col gap-3 rounded-3xl bg-surface p-4"
        aria-describedby="booking-table-error"
        data-testid="table-plan"
      >
        <legend className="sr-only">{t('reservations.plan', { section: section?.translation?.title ?? '' })}</legend>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted" aria-hidden="true">
          <span className="flex items-center gap-1.5">
            <span className="size-3 rounded-full bg-card ring-2 ring-primary" />
            {t('reservations.free')}
          </span>
          <span className="flex items-center gap-1.5">
            <span className="size-3 rounded-full bg-line" />
            {t('reservations.taken')}
          </span>
          <span className="flex items-center gap-1.5">
            <span className="size-3 rounded-full bg-primary" />
            {t('reservations.chosen')}
          </span>
        </div>
        {sectionTables.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted">{t('reservations.noTables')}</p>
        ) : (
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-busy={busyLoading || undefined}>
            {sectionTables.map((table, i) => {
              const state = stateOf(table, i)
              const chosen = tableId === table.id
              const word =
                state === 'taken'
                  ? t('reservations.taken')
                  : state === 'tooSmall'
                    ? t('reservations.tooSmall')
                    : t('reservations.free')
              return (
                <label
                  key={table.id}
                  className={state === 'free' ? 'cursor-pointer' : 'cursor-not-allowed'}
                  data-testid="booking-table"
                  data-table={table.name}
                  data-state={state}
                >
                  <input
                    type="radio"
                    name="booking-table"
                    value={table.id}
                    checked={chosen}
                    disabled={state !== 'free' || busyLoading}
                    onChange={() => pickTable(table.id)}
                    className="peer sr-only"
                    aria-label={`${t('reservations.tableName', { name: table.name })}, ${t('reservations.seats', { count: table.chair_count })}, ${word}`}
                  />
                  <span
                    className={`flex h-28 flex-col justify-between rounded-2xl p-3 transition peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary ${
                      chosen
                        ? 'bg-primary text-primary-fg shadow-card'
                        : state === 'free'
                          ? 'bg-card ring-2 ring-primary/60 hover:ring-primary'
                          : 'bg-line/50 text-muted'
                    }`}
                  >
                    <span className="flex items-center justify-between gap-1">
                      <span className="font-bold">{table.name}</span>
                      <span className="flex items-center gap-1 text-xs font-semibold">
                        <UsersIcon size={14} />
                        {table.chair_count}
                      </span>
                    </span>
                    <TableShape chairs={table.chair_count} state={state} chosen={chosen} />
                    <span className={`text-xs font-semibold ${state === 'taken' ? 'line-through' : ''}`}>{word}</span>
                  </span>
                </label>
              )
            })}
          </div>
        )}
        <p id="booking-table-error" role="alert" className="text-sm font-medium text-danger empty:hidden">
          {error('table_id') ? t(error('table_id')!) : ''}
        </p>
      </fieldset>

      <label className="text-sm font-semibold">
        {t('reservations.note')}
        <textarea
          {...form.register('note')}
          rows={2}
          maxLength={500}
          placeholder={t('reservations.noteHint')}
          className={`${labelledInputClass} resize-none`}
          data-testid="booking-note"
        />
      </label>

      <p
        role="alert"
        className="rounded-2xl bg-danger/10 px-4 py-3 text-sm font-semibold text-danger empty:hidden"
        data-testid="booking-error"
      >
        {book.isError ? bookingErrorMessage(t, book.error) : ''}
      </p>

      {signedIn ? (
        <SubmitButton pending={book.isPending} testId="booking-submit">
          {t('reservations.submit')}
        </SubmitButton>
      ) : (
        <Link
          href={loginHrefFrom(pathname)}
          className={buttonClass('primary', 'md', 'text-center')}
          data-testid="booking-sign-in"
        >
          {t('reservations.signInToBook')}
        </Link>
      )}
    </form>
  )
}
