'use client'

import { useQuery } from '@tanstack/react-query'
import dynamic from 'next/dynamic'
import { useUserCart } from '@/modules/cart/use-cart'
import { paymentMethodsQuery } from './checkout-api'
import { CheckoutSkeleton } from './checkout-parts'

// The form's code (react-hook-form, its sections and hooks) is not in the route's first-load JavaScript (issue 14
// item 9). Until it arrives the page shows the skeleton the form itself shows while the cart loads (server-rendered
// too), so nothing moves when it does.
const CheckoutForm = dynamic(() => import('./checkout-form').then((m) => m.CheckoutForm), {
  ssr: false,
  loading: () => <CheckoutSkeleton />,
})

/** The signed-in checkout: its first reads (the cart, the payment methods) start at once, beside the form's code. */
export function CheckoutFormLazy() {
  useUserCart()
  useQuery(paymentMethodsQuery)
  return <CheckoutForm />
}
