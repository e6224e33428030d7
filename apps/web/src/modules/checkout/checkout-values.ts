import type { FieldMessages } from '@/lib/forms/staged-resolver'

/** What the customer fills in at checkout (the order's body is built from these and the server's answers). */
export type CheckoutValues = {
  delivery_type: 'delivery' | 'pickup'
  /** A saved address, the delivery point chosen in the header ('current'), or none yet. */
  addressId: number | 'current' | null
  /** The street line as typed; null follows the chosen address. */
  street: string | null
  office: string
  house: string
  floor: string
  date: string | null
  time: string | null
  /** The phone as typed; null is the user's own. */
  phone: string | null
  note: string
  tipPercent: number
  paymentId: number | null
}

export const checkoutDefaults: CheckoutValues = {
  delivery_type: 'delivery',
  addressId: null,
  street: null,
  office: '',
  house: '',
  floor: '',
  date: null,
  time: null,
  phone: null,
  note: '',
  tipPercent: 0,
  paymentId: null,
}

/** What the rules need besides the values: the server's answers and what the page derived from them. */
export type CheckoutContext = {
  t: (key: string) => string
  paymentIds: number[]
  phoneRequired: boolean
  userPhone: string
  pointText: string
  slotMessage: string | null
  walletShort: boolean
}

/** The fields with an error line, in the order the first error is toasted. */
export const CHECKOUT_ERROR_FIELDS = ['paymentId', 'phone', 'street', 'date', 'tipPercent'] as const
export type CheckoutErrorField = (typeof CHECKOUT_ERROR_FIELDS)[number]

/**
 * The checkout's rules with the spec's messages (section 8). They depend on the server's answers (the payment methods
 * the shop takes, the slot still offered, the wallet's balance) as much as on the values. The inputs' lengths are the
 * contract's (maxLength on each box); the values are then held to the order contract (`checkout-contract.ts`, loaded
 * on demand). The wallet's error sits on `tipPercent`, the summary's field.
 */
export function checkoutRules(ctx: CheckoutContext, values: CheckoutValues): FieldMessages<CheckoutValues> {
  const { t } = ctx
  const phone = (values.phone ?? ctx.userPhone).trim()
  return {
    paymentId:
      values.paymentId === null || !ctx.paymentIds.includes(values.paymentId) ? t('checkout.choosePayment') : null,
    phone: ctx.phoneRequired && !phone ? t('checkout.phoneRequired') : null,
    street: values.delivery_type === 'delivery' && !ctx.pointText.trim() ? t('checkout.addressRequired') : null,
    date: ctx.slotMessage,
    tipPercent: ctx.walletShort ? t('checkout.insufficientWallet') : null,
  }
}
