'use client'

import type { Cart, CartCalculation } from '@basil/contracts'
import { useQuery } from '@tanstack/react-query'
import { useRef } from 'react'
import { calculateCart } from '@/modules/cart/cart-api'
import type { CurrencyParams } from '@/modules/cart/cart-api'

type Inputs = {
  cart: Cart | null
  type: 'delivery' | 'pickup'
  point: { latitude: number; longitude: number }
  coupon: string | null
  tipPercent: number
  currency: CurrencyParams
}

/** A tip of `percent` on the goods' price, in the request's currency (two decimals). */
export const tipOf = (goods: number, percent: number) => Math.round(goods * percent) / 100

/**
 * The server's totals for the checkout as chosen. The tip is a percentage of the goods' price, which only the server
 * knows: it is taken from the last answer for the same cart and currency, so a changed tip, type, address or coupon
 * costs one request. Only when the goods changed too (another cart, another currency) with a tip chosen does the
 * calculation ask twice, once for the goods and once with their tip; an answer with a stale tip is never shown.
 * Resolves with the calculation and the tip it was made with (the order sends that same amount).
 */
export function useCheckoutCalculation({ cart, type, point, coupon, tipPercent, currency }: Inputs) {
  const goodsKey = cart ? `${cart.id}|${cart.updated_at}|${cart.total_price}|${currency.currency_id}` : ''
  const goods = useRef<{ key: string; price: number } | null>(null)
  return useQuery({
    queryKey: [
      'checkout',
      'calculate',
      cart?.id,
      cart?.updated_at,
      cart?.total_price,
      type,
      point.latitude,
      point.longitude,
      coupon,
      tipPercent,
      currency.currency_id,
    ],
    queryFn: async ({ signal }): Promise<{ calc: CartCalculation; tips: number }> => {
      const ask = (tips: number) =>
        calculateCart(
          cart?.id ?? 0,
          {
            address: { latitude: point.latitude, longitude: point.longitude },
            type,
            coupon: coupon ?? undefined,
            currency_id: currency.currency_id,
            tips,
          },
          signal,
        )
      const known = goods.current?.key === goodsKey ? goods.current.price : null
      let tips = known === null ? 0 : tipOf(known, tipPercent)
      let calc = await ask(tips)
      if (known === null && tipPercent > 0) {
        tips = tipOf(calc.price, tipPercent)
        calc = await ask(tips)
      }
      goods.current = { key: goodsKey, price: calc.price }
      return { calc, tips }
    },
    enabled: !!cart,
    staleTime: 0,
    placeholderData: (prev) => prev,
  })
}
