/** A payment method's name: translated for the known tags, the tag itself otherwise. */
export function paymentLabel(t: (key: string) => string, tag: string): string {
  const key = `payment.${tag}`
  const text = t(key)
  return text === key ? tag : text
}

/** Card tags the contract lists; everything else (cash, wallet) settles without leaving the site. */
const OFFSITE = new Set([
  'stripe',
  'razorpay',
  'paystack',
  'paypal',
  'flutter-wave',
  'flutterWave',
  'mercado-pago',
  'paytabs',
  'moyasar',
  'pay-fast',
])

/** Whether paying with this method means the provider's hosted page. */
export function isOffsitePayment(tag: string): boolean {
  return OFFSITE.has(tag)
}
