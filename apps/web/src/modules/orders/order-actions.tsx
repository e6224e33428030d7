'use client'

import type { Order } from '@basil/contracts'
import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { useTranslation } from '@/lib/i18n/react'
import { toast } from '@/lib/toast'
import { deleteUserCart, fetchUserCart, insertUserCartProducts } from '@/modules/cart/cart-api'
import { lineInsert } from '@/modules/cart/cart-view'
import ReplaceCartDialog from '@/modules/cart/replace-cart-dialog'
import { useCurrencyParams } from '@/modules/cart/use-cart'
import { putUserCart } from '@/modules/cart/user-cart-query'
import { startOrderPayment } from '@/modules/checkout/checkout-api'
import { isOffsitePayment } from '@/modules/checkout/payment-label'
import { Dialog } from '@/modules/ui/dialog'
import { buttonClass as kitButton } from '@/modules/ui/button'
import { RefundDialog, RepeatDialog, ReviewDialog } from './order-dialogs'
import { cancelOrder, stopRepeat } from './orders-api'

function message(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback
}

const buttonClass = kitButton('secondary', 'sm')
const primaryClass = kitButton('primary', 'sm')

/** What the customer can do with an order now: cancel while new, review after delivery, order again, ask a refund. */
export function OrderActions({ order, onChanged }: { order: Order; onChanged: () => void }) {
  const { t } = useTranslation()
  const router = useRouter()
  const client = useQueryClient()
  const currency = useCurrencyParams()
  const [dialog, setDialog] = useState<'cancel' | 'review' | 'refund' | 'replace' | 'repeat' | null>(null)
  const [busy, setBusy] = useState(false)
  const [formError, setFormError] = useState<string | null>(null)

  const openRefund = order.order_refunds.some((r) => r.status === 'pending' || r.status === 'approved')
  const canRefund = order.status === 'delivered' && !openRefund
  const canReview = order.status === 'delivered' && !order.review
  const lines = order.details.filter((d) => d.stock_id !== null)
  const payTag = order.transaction?.payment_system?.tag
  const canPay =
    order.status === 'new' && order.transaction?.status === 'progress' && !!payTag && isOffsitePayment(payTag)

  const pay = async () => {
    if (!payTag) return
    setBusy(true)
    try {
      const url = await startOrderPayment(payTag, order.id, currency.currency_id)
      if (url) window.location.assign(url)
      else setBusy(false)
    } catch (error) {
      toast.error(message(error, t('error.later')))
      setBusy(false)
    }
  }

  const act = async (fn: () => Promise<unknown>, success: string) => {
    setBusy(true)
    try {
      await fn()
      toast.success(success)
      setDialog(null)
      onChanged()
    } catch (error) {
      const text = message(error, t('error.later'))
      setFormError(text)
      toast.error(text)
    } finally {
      setBusy(false)
    }
  }

  const orderAgain = async (replace: boolean) => {
    setBusy(true)
    try {
      const existing = await fetchUserCart(currency.currency_id)
      if (existing && existing.shop_id !== order.shop_id && existing.user_carts.some((u) => u.cartDetails.length)) {
        if (!replace) {
          setDialog('replace')
          return
        }
        await deleteUserCart(existing.id)
      }
      // An order's addon quantity is the units sold; the cart wants them per one unit of the main line.
      const perUnit = (units: number, of: number) => Math.max(1, Math.round(units / Math.max(1, of)))
      const products = lines.flatMap((d) =>
        lineInsert(
          {
            stockId: d.stock_id ?? 0,
            addons: d.addons
              .filter((a) => a.stock_id !== null)
              .map((a) => ({ stockId: a.stock_id ?? 0, title: '', quantity: perUnit(a.quantity, d.quantity) })),
          },
          d.quantity,
        ),
      )
      const cart = await insertUserCartProducts(order.shop_id, products, currency)
      await putUserCart(client, currency.currency_id, cart)
      toast.success(t('orders.againDone'))
      setDialog(null)
      router.push('/checkout')
    } catch (error) {
      toast.error(message(error, t('error.later')))
    } finally {
      setBusy(false)
    }
  }

  const dialogProps = { orderId: order.id, busy, error: formError, onClose: () => setDialog(null), run: act }
  const open = (d: typeof dialog) => {
    setFormError(null)
    setDialog(d)
  }

  return (
    <div className="flex flex-wrap gap-2" data-testid="order-actions">
      {canPay ? (
        <button
          type="button"
          className={primaryClass}
          disabled={busy}
          onClick={() => void pay()}
          data-testid="order-pay"
        >
          {t('orders.payNow')}
        </button>
      ) : null}
      {order.status === 'new' ? (
        <button
          type="button"
          className={`${buttonClass} text-danger`}
          onClick={() => open('cancel')}
          data-testid="order-cancel"
        >
          {t('orders.cancel')}
        </button>
      ) : null}
      {canReview ? (
        <button type="button" className={primaryClass} onClick={() => open('review')} data-testid="order-review">
          {t('review.open')}
        </button>
      ) : null}
      {lines.length && (order.status === 'delivered' || order.status === 'canceled') ? (
        <button
          type="button"
          className={buttonClass}
          disabled={busy}
          onClick={() => void orderAgain(false)}
          data-testid="order-again"
        >
          {t('orders.again')}
        </button>
      ) : null}
      {order.status === 'delivered' && !order.repeat ? (
        <button type="button" className={buttonClass} onClick={() => open('repeat')} data-testid="order-repeat">
          {t('repeat.open')}
        </button>
      ) : null}
      {order.repeat ? (
        <p className="flex w-full flex-wrap items-center gap-2 text-sm text-muted" data-testid="order-repeating">
          {t('repeat.active', {
            from: order.repeat.from.split('-').reverse().join('.'),
            to: order.repeat.to.split('-').reverse().join('.'),
          })}
          <button
            type="button"
            disabled={busy}
            className="font-semibold text-danger hover:underline"
            onClick={() => void act(() => stopRepeat(order.id), t('repeat.stopped'))}
          >
            {t('repeat.stop')}
          </button>
        </p>
      ) : null}
      {canRefund ? (
        <button type="button" className={buttonClass} onClick={() => open('refund')} data-testid="order-refund">
          {t('refund.open')}
        </button>
      ) : null}

      {dialog === 'cancel' ? (
        <Dialog
          open
          onOpenChange={(o) => !o && setDialog(null)}
          title={t('orders.cancelTitle')}
          description={t('orders.cancelText')}
          size="sm"
        >
          <div className="flex gap-2 px-6 pb-6 pt-5">
            <button type="button" className={`flex-1 ${buttonClass}`} onClick={() => setDialog(null)}>
              {t('orders.keep')}
            </button>
            <button
              type="button"
              disabled={busy}
              data-testid="order-cancel-confirm"
              className={kitButton('danger', 'sm', 'flex-1')}
              onClick={() => void act(() => cancelOrder(order.id), t('orders.canceled'))}
            >
              {t('orders.cancel')}
            </button>
          </div>
        </Dialog>
      ) : null}

      {dialog === 'review' ? <ReviewDialog {...dialogProps} /> : null}
      {dialog === 'refund' ? <RefundDialog {...dialogProps} /> : null}
      {dialog === 'repeat' ? <RepeatDialog {...dialogProps} /> : null}

      {dialog === 'replace' ? (
        <ReplaceCartDialog onCancel={() => setDialog(null)} onConfirm={() => void orderAgain(true)} />
      ) : null}
    </div>
  )
}
