import { orderCreateBodySchema } from '@basil/contracts/order'
import { z } from 'zod'

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

const order = orderCreateBodySchema.shape

/**
 * The checkout's rules with the spec's messages (section 8), over the order contract's delivery types. The inputs'
 * lengths are the contract's (maxLength on each box); everything else the order needs comes from the server's answers.
 * The wallet's error sits on `tipPercent`, the summary's field.
 */
export function checkoutSchema(ctx: CheckoutContext) {
  const { t } = ctx
  return z
    .object({
      delivery_type: order.delivery_type.unwrap(),
      addressId: z.union([z.number(), z.literal('current')]).nullable(),
      street: z.string().nullable(),
      office: z.string(),
      house: z.string(),
      floor: z.string(),
      date: z.string().nullable(),
      time: z.string().nullable(),
      phone: z.string().nullable(),
      note: z.string(),
      tipPercent: z.number(),
      paymentId: z.number().nullable(),
    })
    .superRefine((values, issues) => {
      const fail = (path: CheckoutErrorField, message: string) =>
        issues.addIssue({ code: 'custom', path: [path], message })
      if (values.paymentId === null || !ctx.paymentIds.includes(values.paymentId))
        fail('paymentId', t('checkout.choosePayment'))
      const phone = (values.phone ?? ctx.userPhone).trim()
      if (ctx.phoneRequired && !phone) fail('phone', t('checkout.phoneRequired'))
      if (values.delivery_type === 'delivery' && !ctx.pointText.trim()) fail('street', t('checkout.addressRequired'))
      if (ctx.slotMessage) fail('date', ctx.slotMessage)
      if (ctx.walletShort) fail('tipPercent', t('checkout.insufficientWallet'))
    })
}
