'use client'

import type { Address } from '@basil/contracts'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import dynamic from 'next/dynamic'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { useTranslation } from '@/lib/i18n/react'
import { apiFetch } from '@/lib/api/browser'
import { responses } from '@/lib/api/responses'
import { toast } from '@/lib/toast'
import { ApiError } from '@/lib/api/browser'
import { useSession } from '@/modules/account/session'
import { useAddresses } from '@/modules/address/use-addresses'
import { CartLines } from '@/modules/cart/cart-lines'
import { calculateCart } from '@/modules/cart/cart-api'
import { useCurrencyParams, useUserCart } from '@/modules/cart/use-cart'
import { useAppConfig } from '@/lib/app-config'
import { Price, usePriceFormatter } from '@/modules/ui/price'
import { checkCoupon, createOrder, fetchPayments, newIdempotencyKey, startOrderPayment, type PaymentMethod } from './checkout-api'
import { isOffsitePayment, paymentLabel } from './payment-label'
import { formatIsoDate } from '@/lib/date'
import { describeOpening } from '@/modules/shop/opening-text'
import { useZoneCity } from '@/modules/ui/zoned-time'
import { ASAP, checkDeliverySlot, firstOffer, listDeliveryDays, listTimeOptions, type SlotProblem } from './delivery-slots'

// The accounts screens' address picker (saved addresses, add one on the map), loaded when asked for.
const AddressPicker = dynamic(() => import('@/modules/address/address-picker'), { ssr: false })

type DeliveryType = 'delivery' | 'pickup'

/** Tip choices, in percent of the goods' price the server calculated. */
const TIP_PERCENTS = [0, 5, 10, 15] as const

/** Slots pass and shops open or close while the page is open: both are read again this often. */
const CLOCK_TICK_MS = 60_000

function Section({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <section aria-labelledby={id} className="rounded-3xl bg-card p-5 ring-1 ring-line sm:p-6">
      <h2 id={id} className="mb-4 text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  )
}

function FieldError({ id, message }: { id: string; message: string | null }) {
  if (!message) return null
  return (
    <p id={id} className="mt-1.5 text-sm font-medium text-danger" role="alert" data-testid={id}>
      {message}
    </p>
  )
}

const inputClass = 'w-full rounded-xl bg-surface px-3 py-2.5 ring-1 ring-line focus:outline-none focus:ring-2 focus:ring-primary'

function addressText(a: Address): string {
  return [a.title, a.address.address].filter(Boolean).join(' · ')
}

/** Checkout for a signed-in customer's server cart: how, where, when, contact, payment; totals from the server. */
export function CheckoutForm() {
  const { t } = useTranslation()
  const router = useRouter()
  const client = useQueryClient()
  const { settings, location, address: pickedAddress, lang, locationId } = useAppConfig()
  const currency = useCurrencyParams()
  const price = usePriceFormatter()
  const { user } = useSession()
  const cartQuery = useUserCart()
  const cart = cartQuery.data ?? null

  const shopQuery = useQuery({
    queryKey: ['checkout', 'shop', cart?.shop_id, currency.currency_id, lang],
    queryFn: ({ signal }) =>
      apiFetch(`rest/shops/${cart?.shop_id}`, responses.shop, { query: { currency_id: currency.currency_id }, signal }).then((r) => r.data),
    enabled: !!cart,
    // Whether "as soon as possible" is on offer follows the shop opening and closing.
    staleTime: 0,
    refetchInterval: CLOCK_TICK_MS,
  })
  const paymentsQuery = useQuery({ queryKey: ['checkout', 'payments'], queryFn: ({ signal }) => fetchPayments(signal) })
  const shop = shopQuery.data

  const [type, setType] = useState<DeliveryType>('delivery')
  const [addressId, setAddressId] = useState<number | 'current' | null>(null)
  // The street line: prefilled from the chosen address, editable (and needed when only a map point is known).
  const [street, setStreet] = useState<string | null>(null)
  const [office, setOffice] = useState('')
  const [house, setHouse] = useState('')
  const [floor, setFloor] = useState('')
  const [date, setDate] = useState<string | null>(null)
  const [time, setTime] = useState<string | null>(null)
  const [phone, setPhone] = useState<string | null>(null)
  const [couponInput, setCouponInput] = useState('')
  const [coupon, setCoupon] = useState<string | null>(null)
  const [couponError, setCouponError] = useState<string | null>(null)
  const [checkingCoupon, setCheckingCoupon] = useState(false)
  const [tipPercent, setTipPercent] = useState<number>(0)
  const [paymentId, setPaymentId] = useState<number | null>(null)
  const [note, setNote] = useState('')
  const [errors, setErrors] = useState<Record<string, string | null>>({})
  const [submitting, setSubmitting] = useState(false)
  // One key per checkout attempt: a double click or a retried request cannot create a second order.
  const attemptKey = useRef<string | null>(null)
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), CLOCK_TICK_MS)
    return () => clearInterval(timer)
  }, [])

  const [pickerOpen, setPickerOpen] = useState(false)
  const addressesQuery = useAddresses()
  const addresses = useMemo(() => addressesQuery.data ?? user?.addresses ?? [], [addressesQuery.data, user])
  const addressesKnown = addressesQuery.isFetched || !!user
  const chosenAddress = addressId === 'current' ? null : (addresses.find((a) => a.id === addressId) ?? null)
  // The delivery point the header shows (a saved address chosen there or in the picker) is the default here too.
  const [seenLocationId, setSeenLocationId] = useState<number | null | undefined>(undefined)
  useEffect(() => {
    if (!addressesKnown || (addressId !== null && seenLocationId === locationId)) return
    const preferred = addresses.find((a) => a.id === locationId) ?? (addressId === null ? (addresses.find((a) => a.active) ?? addresses[0]) : undefined)
    // A newly chosen address may not be in the list yet: wait for the list to catch up.
    if (!preferred && addressId !== null) return
    setSeenLocationId(locationId)
    setAddressId(preferred ? preferred.id : 'current')
    setStreet(null)
    setHouse(preferred?.address.house ?? '')
    setFloor(preferred?.address.floor ?? '')
  }, [addressId, addresses, addressesKnown, locationId, seenLocationId])
  const chooseAddress = (id: number | 'current') => {
    setAddressId(id)
    setStreet(null)
    const a = addresses.find((x) => x.id === id)
    setHouse(a?.address.house ?? '')
    setFloor(a?.address.floor ?? '')
  }
  const point = chosenAddress ? chosenAddress.location : location
  const pointText = street ?? (chosenAddress ? (chosenAddress.address.address ?? '') : (pickedAddress ?? ''))

  // Days and times in the shop's time zone, by the rule the order is checked with.
  const days = useMemo(() => (shop ? listDeliveryDays(shop, now) : []), [shop, now])
  const day = days.find((d) => d.date === date)
  const times = shop ? listTimeOptions(shop, day, days[0]?.date) : []
  const zoneCity = useZoneCity(shop?.timezone ?? null)
  useEffect(() => {
    if (!shop || (date && days.some((d) => d.date === date))) return
    const first = firstOffer(shop, days)
    setDate(first?.date ?? days[0]?.date ?? null)
    setTime(first?.time ?? null)
  }, [shop, days, date])
  useEffect(() => {
    // A time that passed (or "as soon as possible" once the shop closed) gives way to the first one still offered.
    if (!day || (time && times.includes(time))) return
    setTime(times[0] ?? null)
  }, [day, times, time])
  const slotProblem: SlotProblem | null = shop && date ? checkDeliverySlot(shop, time === ASAP ? null : date, time, now) : null
  const slotMessage = (problem: SlotProblem | null) =>
    problem === 'closedDay'
      ? t('checkout.closedDay')
      : problem === 'datePassed'
        ? t('checkout.datePassed')
        : problem === 'timePassed'
          ? t('checkout.timePassed')
          : problem === 'closed'
            ? t('checkout.shopClosed')
            : null

  const payments = useMemo(() => {
    const all = paymentsQuery.data ?? []
    const own = shop?.shop_payments.map((p) => p.payment.tag) ?? []
    // A shop that lists its own methods takes those (the wallet is the marketplace's, always offered).
    return own.length ? all.filter((p) => own.includes(p.tag) || p.tag === 'wallet') : all
  }, [paymentsQuery.data, shop])
  const payment: PaymentMethod | undefined = payments.find((p) => p.id === paymentId)

  const [goods, setGoods] = useState(0)
  const tips = Math.round(goods * tipPercent) / 100
  const calcQuery = useQuery({
    queryKey: ['checkout', 'calculate', cart?.id, cart?.updated_at, cart?.total_price, type, point.latitude, point.longitude, coupon, tips, currency.currency_id],
    queryFn: ({ signal }) =>
      calculateCart(
        cart?.id ?? 0,
        { address: { latitude: point.latitude, longitude: point.longitude }, type, coupon: coupon ?? undefined, currency_id: currency.currency_id, tips },
        signal,
      ),
    enabled: !!cart,
    staleTime: 0,
    placeholderData: (prev) => prev,
  })
  const calc = calcQuery.data
  useEffect(() => {
    if (calc) setGoods(calc.price)
  }, [calc])

  const phoneRequired = settings.before_order_phone_required === '1'
  const phoneValue = phone ?? user?.phone ?? ''
  const walletBalance = user?.wallet?.price ?? 0
  const walletShort = payment?.tag === 'wallet' && !!calc && walletBalance < calc.total_price
  const goodsAfterDiscount = calc ? calc.price - calc.total_discount : 0
  const belowMinimum = !!calc && calc.min_amount > 0 && goodsAfterDiscount < calc.min_amount

  if (cartQuery.isPending || (cart && shopQuery.isPending)) {
    return (
      <div className="grid gap-6 lg:grid-cols-[1fr_360px]" aria-busy="true" data-testid="checkout-loading">
        <div className="shimmer h-96 rounded-3xl" />
        <div className="shimmer h-80 rounded-3xl" />
      </div>
    )
  }
  if (!cart || !cart.user_carts.some((u) => u.cartDetails.length)) {
    return (
      <div className="rounded-3xl bg-card p-6 ring-1 ring-line" data-testid="checkout-empty">
        <CartLines />
        <Link href="/" className="mt-4 inline-block font-semibold text-primary-ink hover:underline">
          {t('checkout.browse')}
        </Link>
      </div>
    )
  }

  async function applyCoupon() {
    const code = couponInput.trim()
    if (!code || !cart) return
    setCheckingCoupon(true)
    setCouponError(null)
    try {
      await checkCoupon(code, cart.shop_id, user?.id)
      setCoupon(code)
      toast.success(t('checkout.couponApplied'))
    } catch (error) {
      setCoupon(null)
      setCouponError(error instanceof ApiError && error.message ? error.message : t('checkout.couponInvalid'))
    } finally {
      setCheckingCoupon(false)
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (submitting || !cart || !calc) return
    const next: Record<string, string | null> = {
      payment: payment ? null : t('checkout.choosePayment'),
      phone: phoneRequired && !phoneValue.trim() ? t('checkout.phoneRequired') : null,
      address: type === 'delivery' && !pointText.trim() ? t('checkout.addressRequired') : null,
      slot: slotMessage(slotProblem) ?? (!date || !time ? t('checkout.shopClosed') : null),
      wallet: walletShort ? t('checkout.insufficientWallet') : null,
    }
    setErrors(next)
    const first = Object.entries(next).find(([, v]) => v)
    if (first) {
      toast.error(first[1] as string)
      return
    }
    if (belowMinimum || !payment || !date || !time) return
    setSubmitting(true)
    attemptKey.current ??= newIdempotencyKey()
    try {
      const order = await createOrder({
        cart_id: cart.id,
        shop_id: cart.shop_id,
        currency_id: currency.currency_id,
        rate: currency.rate,
        payment_id: payment.id,
        delivery_type: type,
        // "As soon as possible" leaves the moment to the shop: the order is for now.
        delivery_date: time === ASAP ? undefined : date,
        delivery_time: time === ASAP ? undefined : time,
        location: type === 'delivery' ? { latitude: point.latitude, longitude: point.longitude } : undefined,
        address:
          type === 'delivery'
            ? { address: pointText.trim() || null, office: office.trim() || null, house: house.trim() || null, floor: floor.trim() || null }
            : undefined,
        phone: phoneValue.trim() || undefined,
        username: [user?.firstname, user?.lastname].filter(Boolean).join(' ') || undefined,
        coupon: coupon ?? undefined,
        note: note.trim() || undefined,
        tips: tips || undefined,
        idempotency_key: attemptKey.current,
      })
      void client.invalidateQueries({ queryKey: ['cart'] })
      void client.invalidateQueries({ queryKey: ['orders'] })
      if (isOffsitePayment(payment.tag)) {
        try {
          const url = await startOrderPayment(payment.tag, order.id, currency.currency_id)
          if (url) {
            window.location.assign(url)
            return
          }
        } catch (error) {
          toast.error(error instanceof Error && error.message ? error.message : t('error.later'))
        }
      }
      router.push(`/orders/${order.id}`)
    } catch (error) {
      // A definite answer ends this attempt (the next submit is a new one); a lost connection keeps the key so a
      // retry cannot order twice.
      if (!(error instanceof ApiError) || error.status !== 0) attemptKey.current = null
      const message = error instanceof Error && error.message ? error.message : t('error.later')
      toast.error(message)
      setErrors((e) => ({ ...e, form: message }))
      setSubmitting(false)
    }
  }

  const typeOption = (value: DeliveryType, label: string) => (
    <label className="flex flex-1 cursor-pointer items-center justify-center rounded-full px-4 py-2.5 text-sm font-semibold text-muted transition has-[:checked]:bg-primary has-[:checked]:text-primary-fg has-[:checked]:shadow-card has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary">
      <input type="radio" name="delivery_type" value={value} className="sr-only" checked={type === value} onChange={() => setType(value)} />
      {label}
    </label>
  )

  return (
    <form onSubmit={onSubmit} noValidate className="grid items-start gap-6 lg:grid-cols-[1fr_380px]" data-testid="checkout-form">
      <div className="flex flex-col gap-6">
        <Section id="co-type" title={t('checkout.howTitle')}>
          <div className="flex gap-1 rounded-full bg-surface p-1" role="radiogroup" aria-labelledby="co-type" data-testid="delivery-type">
            {typeOption('delivery', t('checkout.delivery'))}
            {typeOption('pickup', t('checkout.pickup'))}
          </div>
          {type === 'pickup' && shop ? (
            <p className="mt-3 text-sm text-muted">{t('checkout.pickupFrom', { address: shop.translation?.address ?? shop.translation?.title ?? '' })}</p>
          ) : null}
        </Section>

        {type === 'delivery' ? (
          <Section id="co-address" title={t('checkout.addressTitle')}>
            <fieldset className="flex flex-col gap-2" data-testid="address-options">
              <legend className="sr-only">{t('checkout.addressTitle')}</legend>
              {addresses.map((a) => (
                <label key={a.id} className="flex cursor-pointer items-start gap-3 rounded-2xl p-3 ring-1 ring-line has-[:checked]:ring-2 has-[:checked]:ring-primary">
                  <input type="radio" name="address" className="mt-1 accent-[var(--primary)]" checked={addressId === a.id} onChange={() => chooseAddress(a.id)} />
                  <span className="min-w-0 text-sm">{addressText(a)}</span>
                </label>
              ))}
              {pickedAddress || !addresses.length ? (
                <label className="flex cursor-pointer items-start gap-3 rounded-2xl p-3 ring-1 ring-line has-[:checked]:ring-2 has-[:checked]:ring-primary">
                  <input type="radio" name="address" className="mt-1 accent-[var(--primary)]" checked={addressId === 'current'} onChange={() => chooseAddress('current')} />
                  <span className="min-w-0 text-sm">{pickedAddress || t('checkout.currentLocation')}</span>
                </label>
              ) : null}
            </fieldset>
            <button
              type="button"
              onClick={() => setPickerOpen(true)}
              className="mt-3 text-sm font-semibold text-primary-ink hover:underline"
              data-testid="checkout-manage-addresses"
            >
              {t('checkout.manageAddresses')}
            </button>
            {pickerOpen ? <AddressPicker open={pickerOpen} onOpenChange={setPickerOpen} /> : null}
            <label className="mt-4 block text-sm font-medium">
              {t('checkout.street')}
              <input
                value={pointText}
                onChange={(e) => setStreet(e.target.value)}
                className={`${inputClass} mt-1`}
                maxLength={500}
                autoComplete="street-address"
                aria-invalid={!!errors.address}
                aria-describedby="error-address"
                data-testid="checkout-street"
              />
            </label>
            <FieldError id="error-address" message={errors.address ?? null} />
            <div className="mt-4 grid grid-cols-3 gap-3">
              <label className="text-sm font-medium">
                {t('checkout.office')}
                <input value={office} onChange={(e) => setOffice(e.target.value)} className={`${inputClass} mt-1`} maxLength={50} />
              </label>
              <label className="text-sm font-medium">
                {t('checkout.house')}
                <input value={house} onChange={(e) => setHouse(e.target.value)} className={`${inputClass} mt-1`} maxLength={50} />
              </label>
              <label className="text-sm font-medium">
                {t('checkout.floor')}
                <input value={floor} onChange={(e) => setFloor(e.target.value)} className={`${inputClass} mt-1`} maxLength={50} />
              </label>
            </div>
          </Section>
        ) : null}

        <Section id="co-time" title={type === 'delivery' ? t('checkout.whenDelivery') : t('checkout.whenPickup')}>
          {shop && !shop.open ? (
            <p className="mb-3 rounded-xl bg-surface px-3 py-2 text-sm" role="note" data-testid="checkout-closed-now">
              {shop.opens_at ? t('checkout.closedNowLater', { opening: describeOpening(t, shop.opens_at, shop.timezone, now) }) : t('checkout.notTakingOrders')}
            </p>
          ) : null}
          <div className="grid gap-3 sm:grid-cols-2">
            <label className="text-sm font-medium">
              {t('checkout.date')}
              <select value={date ?? ''} onChange={(e) => setDate(e.target.value)} className={`${inputClass} mt-1`} data-testid="delivery-date" aria-describedby={zoneCity ? 'error-slot zone-note' : 'error-slot'}>
                {days.map((d, i) => (
                  <option key={d.date} value={d.date}>
                    {i === 0 ? t('shop.today') : t(`shop.day.${d.day}`)} {formatIsoDate(d.date).slice(0, 5)}
                    {d.closed ? ` · ${t('shop.closedDay')}` : ''}
                  </option>
                ))}
              </select>
            </label>
            <label className="text-sm font-medium">
              {t('checkout.time')}
              <select value={time ?? ''} onChange={(e) => setTime(e.target.value)} disabled={!times.length} className={`${inputClass} mt-1`} data-testid="delivery-time" aria-describedby={zoneCity ? 'error-slot zone-note' : 'error-slot'}>
                {times.map((s) => (
                  <option key={s} value={s}>
                    {s === ASAP ? t('checkout.asap') : s}
                  </option>
                ))}
              </select>
            </label>
          </div>
          {zoneCity ? (
            <p id="zone-note" className="mt-2 text-xs text-muted" data-testid="checkout-zone-note">
              {t('checkout.zoneNote', { city: zoneCity })}
            </p>
          ) : null}
          <FieldError id="error-slot" message={errors.slot ?? slotMessage(slotProblem)} />
        </Section>

        <Section id="co-contact" title={t('checkout.contactTitle')}>
          <label className="block text-sm font-medium">
            {t('checkout.phone')}
            {phoneRequired ? <span aria-hidden="true"> *</span> : null}
            <input
              type="tel"
              autoComplete="tel"
              value={phoneValue}
              onChange={(e) => setPhone(e.target.value)}
              required={phoneRequired}
              aria-invalid={!!errors.phone}
              aria-describedby="error-phone"
              className={`${inputClass} mt-1`}
              dir="ltr"
              data-testid="checkout-phone"
            />
          </label>
          <FieldError id="error-phone" message={errors.phone ?? null} />
          <label className="mt-4 block text-sm font-medium">
            {t('checkout.note')}
            <textarea value={note} onChange={(e) => setNote(e.target.value)} rows={2} maxLength={1000} className={`${inputClass} mt-1`} />
          </label>
        </Section>

        <Section id="co-payment" title={t('checkout.paymentTitle')}>
          <fieldset className="grid gap-2 sm:grid-cols-2" data-testid="payment-methods" aria-describedby="error-payment">
            <legend className="sr-only">{t('checkout.paymentTitle')}</legend>
            {paymentsQuery.isPending ? <div className="shimmer h-12 rounded-2xl" /> : null}
            {payments.map((p) => (
              <label
                key={p.id}
                className="flex cursor-pointer items-center gap-3 rounded-2xl p-3 ring-1 ring-line has-[:checked]:ring-2 has-[:checked]:ring-primary has-[:focus-visible]:ring-2"
                data-testid={`payment-${p.tag}`}
              >
                <input type="radio" name="payment" className="accent-[var(--primary)]" checked={paymentId === p.id} onChange={() => setPaymentId(p.id)} />
                <span className="flex-1 font-semibold">{paymentLabel(t, p.tag)}</span>
                {p.tag === 'wallet' ? (
                  <span className="text-sm text-muted" dir="ltr">
                    {price(walletBalance)}
                  </span>
                ) : null}
              </label>
            ))}
          </fieldset>
          <FieldError id="error-payment" message={errors.payment ?? null} />
          {walletShort ? (
            <p className="mt-2 text-sm font-medium text-danger" role="alert" data-testid="wallet-short">
              {t('checkout.insufficientWallet')}
            </p>
          ) : null}
        </Section>
      </div>

      <aside className="flex flex-col gap-4 lg:sticky lg:top-24" aria-labelledby="co-summary">
        <div className="rounded-3xl bg-card p-5 ring-1 ring-line">
          <h2 id="co-summary" className="mb-1 text-lg font-bold">
            {shop?.translation?.title ?? t('cart.title')}
          </h2>
          <CartLines hideCheckout />
        </div>
        <div className="flex flex-col gap-4 rounded-3xl bg-card p-5 ring-1 ring-line">
          <div>
            <label htmlFor="coupon" className="text-sm font-medium">
              {t('checkout.coupon')}
            </label>
            <div className="mt-1 flex gap-2">
              <input
                id="coupon"
                value={couponInput}
                onChange={(e) => {
                  setCouponInput(e.target.value)
                  setCouponError(null)
                }}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') {
                    e.preventDefault()
                    void applyCoupon()
                  }
                }}
                className={inputClass}
                autoCapitalize="characters"
                aria-describedby="error-coupon"
                data-testid="coupon-input"
              />
              <button
                type="button"
                onClick={() => void applyCoupon()}
                disabled={checkingCoupon || !couponInput.trim()}
                className="rounded-xl px-4 font-semibold ring-1 ring-line hover:bg-surface disabled:opacity-50"
                data-testid="coupon-apply"
              >
                {t('checkout.apply')}
              </button>
            </div>
            <FieldError id="error-coupon" message={couponError} />
            {coupon ? (
              <p className="mt-1.5 text-sm font-medium text-primary-ink" data-testid="coupon-ok">
                {t('checkout.couponActive', { code: coupon })}
              </p>
            ) : null}
          </div>
          <fieldset>
            <legend className="text-sm font-medium">{t('checkout.tips')}</legend>
            <div className="mt-1 flex gap-2" data-testid="tips">
              {TIP_PERCENTS.map((p) => (
                <label key={p} className="flex-1 cursor-pointer rounded-full py-2 text-center text-sm font-semibold ring-1 ring-line has-[:checked]:bg-primary has-[:checked]:text-primary-fg has-[:checked]:ring-primary has-[:focus-visible]:ring-2">
                  <input type="radio" name="tips" className="sr-only" checked={tipPercent === p} onChange={() => setTipPercent(p)} />
                  {p === 0 ? t('checkout.noTip') : `${p}%`}
                </label>
              ))}
            </div>
          </fieldset>
          <dl className="flex flex-col gap-1.5 text-sm" data-testid="checkout-totals" aria-busy={calcQuery.isFetching}>
            <Row label={t('checkout.goods')} value={calc?.price} />
            {calc && calc.total_discount > 0 ? <Row label={t('checkout.discount')} value={calc.total_discount} minus /> : null}
            {type === 'delivery' ? <Row label={t('checkout.deliveryFee')} value={calc?.delivery_fee} testId="total-delivery" /> : null}
            <Row label={t('checkout.tax')} value={calc?.total_tax} />
            <Row label={t('checkout.serviceFee')} value={calc?.service_fee} />
            {calc && calc.coupon_price > 0 ? <Row label={t('checkout.couponLine')} value={calc.coupon_price} minus /> : null}
            {calc && calc.tips > 0 ? <Row label={t('checkout.tips')} value={calc.tips} /> : null}
            <div className="mt-2 flex items-center justify-between border-t border-line pt-3 text-base font-extrabold">
              <dt>{t('cart.total')}</dt>
              <dd data-testid="checkout-total">{calc ? <Price value={calc.total_price} /> : <span className="shimmer inline-block h-5 w-16 rounded-full" />}</dd>
            </div>
          </dl>
          {calcQuery.isError ? (
            <p className="text-sm font-medium text-danger" role="alert">
              {calcQuery.error instanceof Error ? calcQuery.error.message : t('error.later')}
            </p>
          ) : null}
          {belowMinimum && calc ? (
            <p className="rounded-xl bg-surface px-3 py-2 text-sm text-muted" data-testid="checkout-min">
              {t('cart.minOrderHint', { price: price(calc.min_amount - goodsAfterDiscount) })}
            </p>
          ) : null}
          <button
            type="submit"
            disabled={submitting || !calc || belowMinimum}
            aria-busy={submitting}
            data-testid="place-order"
            className="rounded-full bg-primary px-6 py-3.5 font-semibold text-primary-fg transition hover:brightness-110 disabled:cursor-not-allowed disabled:opacity-50"
          >
            {submitting ? t('checkout.placing') : t('checkout.placeOrder')}
          </button>
        </div>
      </aside>
    </form>
  )
}

function Row({ label, value, minus, testId }: { label: string; value: number | undefined; minus?: boolean; testId?: string }) {
  return (
    <div className="flex items-center justify-between gap-3" data-testid={testId}>
      <dt className="text-muted">{label}</dt>
      <dd>{value === undefined ? <span className="shimmer inline-block h-4 w-12 rounded-full" /> : <Price value={value} minus={minus && value > 0} />}</dd>
    </div>
  )
}
