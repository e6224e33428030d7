import { orderCreateBodySchema } from '@basil/contracts/order'
import { contractResolver } from '@/lib/forms/contract-resolver'
import type { CheckoutValues } from './checkout-values'

// The checkout's second stage (lib/forms/staged-resolver.ts), imported on demand: what the order takes from the form
// as it is (the delivery type) held to the order contract; the rest of the order comes from the server's answers.
export const checkoutContract = contractResolver<CheckoutValues>({
  contract: orderCreateBodySchema.pick({ delivery_type: true }),
  toBody: (values) => ({ delivery_type: values.delivery_type }),
})
