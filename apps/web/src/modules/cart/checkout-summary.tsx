'use client'

import { useTranslation } from '@/lib/i18n/react'
import { useStore } from '@/lib/store'
import { useUiStore } from '@/lib/ui-store'
import { buttonClass } from '@/modules/ui/button-class'
import { CartLines } from './cart-lines'

/** Checkout: the cart as it is; placing the order needs an account. */
export function CheckoutSummary() {
  const { t } = useTranslation()
  const count = useStore((s) => s.cart.length)
  const askLogin = useUiStore((s) => s.askLogin)
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_320px]">
      <section aria-labelledby="checkout-cart" className="rounded-3xl bg-card p-6 ring-1 ring-line">
        <h2 id="checkout-cart" className="mb-2 text-lg font-bold">
          {t('cart.title')}
        </h2>
        <CartLines hideCheckout />
      </section>
      <aside className="flex flex-col gap-3 rounded-3xl bg-surface p-6">
        <p className="text-sm text-muted">{t('checkout.loginHint')}</p>
        <button
          type="button"
          data-testid="checkout-login"
          disabled={!count}
          onClick={() => askLogin('order')}
          className={buttonClass()}
        >
          {t('cart.loginToOrder')}
        </button>
      </aside>
    </div>
  )
}
