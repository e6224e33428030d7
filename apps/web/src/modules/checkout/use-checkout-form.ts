'use client'

import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useRouter } from 'next/navigation'
import { useMemo, useRef, useState, type FormEvent } from 'react'
import { useForm, type FieldErrors } from 'react-hook-form'
import { ApiError, apiFetch } from '@/lib/api/browser'
import { stagedResolver } from '@/lib/forms/staged-resolver'
import { responses } from '@/lib/api/responses'
import { useAppConfig } from '@/lib/app-config'
import { useTranslation } from '@/lib/i18n/react'
import { toast } from '@/lib/toast'
import { useSession } from '@/modules/account/session'
import { useCurrencyParams, useUserCart } from '@/modules/cart/use-cart'
import { createOrder, newIdempotencyKey, paymentMethodsQuery, startOrderPayment } from './checkout-api'
import {
  CHECKOUT_ERROR_FIELDS,
  checkoutDefaults,
  checkoutRules,
  type CheckoutContext,
  type CheckoutValues,
} from './checkout-values'
import { ASAP } from './delivery-slots'
import { isOffsitePayment } from './payment-label'
import { useCheckoutAddress } from './use-checkout-address'
import { useCheckoutCalculation } from './use-checkout-calculation'
import { useCheckoutCoupon } from './use-checkout-coupon'
import { CLOCK_TICK_MS, useDeliverySlot } from './use-delivery-slot'

/** Checkout for a signed-in customer's server cart: the form (react-hook-form), the server's answers, the order. */
export function useCheckoutForm() {
  const { t } = useTranslation()
  const router = useRouter()
  const client = useQueryClient()
  const { settings, lang } = useAppConfig()
  const currency = useCurrencyParams()
  const { user } = useSession()
  const cartQuery = useUserCart()
  const cart = cartQuery.data ?? null

  const shopQuery = useQuery({
    queryKey: ['checkout', 'shop', cart?.shop_id, currency.currency_id, lang],
    queryFn: ({ signal }) =>
      apiFetch(`rest/shops/${cart?.shop_id}`, responses.shop, {
        query: { currency_id: currency.currency_id },
        signal,
      }).then((r) => r.data),
    enabled: !!cart,
    // Whether "as soon as possible" is on offer follows the shop opening and closing.
    staleTime: 0,
    refetchInterval: CLOCK_TICK_MS,
  })
  const paymentsQuery = useQuery(paymentMethodsQuery)
  const shop = shopQuery.data

  // The rules depend on the server's answers as well as on the values: the resolver reads the latest of them.
  const context = useRef<CheckoutContext | null>(null)
  // The order contract's part is loaded on the first submit that passes them, or when the form first takes the focus
  // (choosing the payment method does): it brings zod.
  const loadContract = () => import('./checkout-contract').then((m) => m.checkoutContract)
  const warm = () => void loadContract().catch(() => undefined)
  const [resolver] = useState(() =>
    stagedResolver<CheckoutValues>((values) => checkoutRules(context.current as CheckoutContext, values), loadContract),
  )
  const form = useForm<CheckoutValues>({
    defaultValues: checkoutDefaults,
    resolver,
    // Messages are the submit's verdict (as the spec has them); they change on the next submit.
    reValidateMode: 'onSubmit',
  })
  const [type, paymentId, phone, tipPercent] = form.watch(['delivery_type', 'paymentId', 'phone', 'tipPercent'])
  const address = useCheckoutAddress(form)
  const slot = useDeliverySlot(form, shop)
  const coupon = useCheckoutCoupon(cart?.shop_id, user?.id)

  const payments = useMemo(() => {
    const all = paymentsQuery.data ?? []
    const own = shop?.shop_payments.map((p) => p.payment.tag) ?? []
    // A shop that lists its own methods takes those (the wallet is the marketplace's, always offered).
    return own.length ? all.filter((p) => own.includes(p.tag) || p.tag === 'wallet') : all
  }, [paymentsQuery.data, shop])
  const payment = payments.find((p) => p.id === paymentId)

  const calcQuery = useCheckoutCalculation({
    cart,
    type,
    point: address.point,
    coupon: coupon.coupon,
    tipPercent,
    currency,
  })
  const calc = calcQuery.data?.calc

  const phoneRequired = settings.before_order_phone_required === '1'
  const phoneValue = phone ?? user?.phone ?? ''
  const walletBalance = user?.wallet?.price ?? 0
  const walletShort = payment?.tag === 'wallet' && !!calc && walletBalance < calc.total_price
  const goodsAfterDiscount = calc ? calc.price - calc.total_discount : 0
  const belowMinimum = !!calc && calc.min_amount > 0 && goodsAfterDiscount < calc.min_amount
  const ctx: CheckoutContext = {
    t,
    paymentIds: payments.map((p) => p.id),
    phoneRequired,
    userPhone: user?.phone ?? '',
    pointText: address.pointText,
    slotMessage: slot.submitMessage,
    walletShort,
  }
  context.current = ctx

  // One key per checkout attempt: a double click or a retried request cannot create a second order.
  const attemptKey = useRef<string | null>(null)
  // Placing stays on once the order exists (the page is being left); a refused order turns it off.
  const [placing, setPlacing] = useState(false)

  async function placeOrder(values: CheckoutValues) {
    if (!cart || !calc || belowMinimum || !payment || !values.date || !values.time) return
    setPlacing(true)
    attemptKey.current ??= newIdempotencyKey()
    const delivery = values.delivery_type === 'delivery'
    const asap = values.time === ASAP
    try {
      const order = await createOrder({
        cart_id: cart.id,
        shop_id: cart.shop_id,
        currency_id: currency.currency_id,
        rate: currency.rate,
        payment_id: payment.id,
        delivery_type: values.delivery_type,
        // "As soon as possible" leaves the moment to the shop: the order is for now.
        delivery_date: asap ? undefined : values.date,
        delivery_time: asap ? undefined : values.time,
        location: delivery ? { latitude: address.point.latitude, longitude: address.point.longitude } : undefined,
        address: delivery
          ? {
              address: address.pointText.trim() || null,
              office: values.office.trim() || null,
              house: values.house.trim() || null,
              floor: values.floor.trim() || null,
            }
          : undefined,
        phone: phoneValue.trim() || undefined,
        username: [user?.firstname, user?.lastname].filter(Boolean).join(' ') || undefined,
        coupon: coupon.coupon ?? undefined,
        note: values.note.trim() || undefined,
        tips: calcQuery.data?.tips || undefined,
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
      toast.error(error instanceof Error && error.message ? error.message : t('error.later'))
      setPlacing(false)
    }
  }

  function showFirstError(errors: FieldErrors<CheckoutValues>) {
    const first = CHECKOUT_ERROR_FIELDS.map((f) => errors[f]?.message).find(Boolean)
    if (first) toast.error(first)
  }

  const submit = form.handleSubmit(placeOrder, showFirstError)
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (placing || !cart || !calc) return
    void submit(event)
  }
  const submitting = placing
  const errorOf = (field: (typeof CHECKOUT_ERROR_FIELDS)[number]) => form.formState.errors[field]?.message ?? null
  return {
    form,
    cart,
    cartQuery,
    shop,
    shopQuery,
    paymentsQuery,
    payments,
    address,
    slot,
    coupon,
    calcQuery,
    calc,
    phoneRequired,
    phoneValue,
    walletBalance,
    walletShort,
    goodsAfterDiscount,
    belowMinimum,
    submitting,
    onSubmit,
    warm,
    errorOf,
  }
}

export type Checkout = ReturnType<typeof useCheckoutForm>
