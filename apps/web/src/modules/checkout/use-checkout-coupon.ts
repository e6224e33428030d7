'use client'

import { useState } from 'react'
import { ApiError } from '@/lib/api/browser'
import { useTranslation } from '@/lib/i18n/react'
import { toast } from '@/lib/toast'
import { checkCoupon } from './checkout-api'

/** The coupon box: what is typed, the coupon the server accepted (it goes into the totals and the order). */
export function useCheckoutCoupon(shopId: number | undefined, userId: number | undefined) {
  const { t } = useTranslation()
  const [input, setInput] = useState('')
  const [coupon, setCoupon] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [checking, setChecking] = useState(false)

  async function apply() {
    const code = input.trim()
    if (!code || shopId === undefined) return
    setChecking(true)
    setError(null)
    try {
      await checkCoupon(code, shopId, userId)
      setCoupon(code)
      toast.success(t('checkout.couponApplied'))
    } catch (caught) {
      setCoupon(null)
      setError(caught instanceof ApiError && caught.message ? caught.message : t('checkout.couponInvalid'))
    } finally {
      setChecking(false)
    }
  }

  const type = (value: string) => {
    setInput(value)
    setError(null)
  }
  return { input, type, coupon, error, checking, apply }
}

export type CheckoutCoupon = ReturnType<typeof useCheckoutCoupon>
