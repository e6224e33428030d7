'use client'

import type { Cart } from '@basil/contracts'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from '@/lib/i18n/react'
import { ApiError } from '@/lib/api/browser'
import { toast } from '@/lib/toast'
import { useAppConfig } from '@/lib/app-config'
import { CheckIcon, UsersIcon } from '@/modules/ui/icons'
import { Price } from '@/modules/ui/price'
import { kickMember, leaveGroup, toggleGroup, toggleMemberDone } from './cart-api'
import { fromCartDetail, otherMembers } from './cart-view'
import { CartLine } from './cart-line'
import { useGroupStore } from './group-store'
import { useGroupCart, isGoneFromGroup, type CartView } from './use-cart'
import { useCartHydrated } from './use-hydrated'

/**
 * The link a friend opens to join a group cart (spec: group order management), with the invitation secret only the
 * owner's cart carries; empty until it is there.
 */
export function groupLink(origin: string, cart: Pick<Cart, 'id' | 'shop_id' | 'invite'>): string {
  if (!cart.invite) return ''
  return `${origin}/group/${cart.id}?shop_id=${cart.shop_id}&invite=${encodeURIComponent(cart.invite)}`
}

function errorText(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback
}

/** The owner's side: start or stop the group, share the link, see each member's lines and totals, kick a member. */
export function GroupControls({ cart }: { cart: Cart }) {
  const { t } = useTranslation()
  const { settings } = useAppConfig()
  const client = useQueryClient()
  const [busy, setBusy] = useState(false)
  const [origin, setOrigin] = useState('')
  useEffect(() => setOrigin(window.location.origin), [])
  if (settings.group_order !== '1' && !cart.group) return null
  const refresh = () => client.invalidateQueries({ queryKey: ['cart', 'user'] })
  const act = async (fn: () => Promise<unknown>) => {
    setBusy(true)
    try {
      await fn()
      await refresh()
    } catch (error) {
      toast.error(errorText(error, t('error.later')))
    } finally {
      setBusy(false)
    }
  }
  if (!cart.group) {
    return (
      <button
        type="button"
        disabled={busy}
        onClick={() => void act(() => toggleGroup(cart.id))}
        data-testid="group-start"
        className="flex items-center justify-center gap-2 rounded-full px-4 py-2.5 text-sm font-semibold ring-1 ring-line transition hover:bg-surface disabled:opacity-50"
      >
        <UsersIcon size={16} />
        {t('group.start')}
      </button>
    )
  }
  const link = origin ? groupLink(origin, cart) : ''
  const members = otherMembers(cart)
  return (
    <section
      className="flex flex-col gap-3 rounded-2xl bg-surface p-3"
      aria-labelledby="group-title"
      data-testid="group-panel"
    >
      <div className="flex items-center gap-2">
        <UsersIcon size={18} className="text-primary-ink" />
        <h3 id="group-title" className="flex-1 font-bold">
          {t('group.title')}
        </h3>
        <button
          type="button"
          disabled={busy}
          onClick={() => void act(() => toggleGroup(cart.id))}
          className="text-xs font-semibold text-muted hover:text-fg"
          data-testid="group-stop"
        >
          {t('group.stop')}
        </button>
      </div>
      <label className="flex flex-col gap-1 text-xs font-semibold text-muted">
        {t('group.shareLabel')}
        <span className="flex gap-2">
          <input
            readOnly
            value={link}
            dir="ltr"
            data-testid="group-link"
            onFocus={(e) => e.currentTarget.select()}
            className="min-w-0 flex-1 rounded-full bg-card px-3 py-2 text-sm font-normal text-fg ring-1 ring-line"
          />
          <button
            type="button"
            disabled={!link}
            onClick={() =>
              void navigator.clipboard?.writeText(link).then(
                () => toast.success(t('group.copied')),
                () => undefined,
              )
            }
            className="rounded-full bg-primary px-3 py-2 text-sm font-semibold text-primary-fg"
          >
            {t('group.copy')}
          </button>
        </span>
      </label>
      {members.length ? (
        <ul className="flex flex-col gap-3" aria-label={t('group.members')}>
          {members.map((m) => (
            <li
              key={m.id}
              className="rounded-xl bg-card p-3 ring-1 ring-line"
              data-testid="group-member"
              data-name={m.name ?? ''}
            >
              <div className="flex items-center gap-2">
                <span className="min-w-0 flex-1 truncate font-semibold">{m.name || t('group.guest')}</span>
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-semibold ${m.status ? 'bg-primary-soft text-primary-ink' : 'bg-surface text-muted'}`}
                  data-testid="group-member-status"
                >
                  {m.status ? t('group.done') : t('group.choosing')}
                </span>
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => void act(() => kickMember(m.id))}
                  className="rounded-full px-2 py-1 text-xs font-semibold text-danger hover:bg-surface"
                  data-testid="group-kick"
                  aria-label={t('group.kickName', { name: m.name || t('group.guest') })}
                >
                  {t('group.kick')}
                </button>
              </div>
              {m.cartDetails.length ? (
                <ul className="divide-y divide-line">
                  {m.cartDetails.map(fromCartDetail).map((line) => (
                    <CartLine key={line.key} line={line} />
                  ))}
                </ul>
              ) : (
                <p className="pt-2 text-xs text-muted">{t('group.nothingYet')}</p>
              )}
              <p className="flex justify-between border-t border-line pt-2 text-sm">
                <span>{t('cart.subtotal')}</span>
                <span data-testid="group-member-total">
                  <Price value={m.total_price} className="font-bold" />
                </span>
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-xs text-muted">{t('group.waiting')}</p>
      )}
    </section>
  )
}

/** A member's side: whose group this is, mark done, leave. */
export function MemberBanner({ view }: { view: CartView }) {
  const { t } = useTranslation()
  const client = useQueryClient()
  const leave = useGroupStore((s) => s.leave)
  const [busy, setBusy] = useState(false)
  const membership = view.membership
  if (!membership) return null
  const mine = view.cart?.user_carts.find((u) => u.uuid === membership.uuid)
  const done = !!mine?.status
  const act = async (fn: () => Promise<unknown>) => {
    setBusy(true)
    try {
      await fn()
    } catch (error) {
      toast.error(errorText(error, t('error.later')))
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className="flex flex-col gap-2 rounded-2xl bg-primary-soft p-3 text-primary-ink" data-testid="member-banner">
      <p className="flex items-center gap-2 text-sm font-semibold">
        <UsersIcon size={16} />
        {t('group.joinedAs', { name: membership.name })}
      </p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          disabled={busy}
          aria-pressed={done}
          data-testid="member-done"
          onClick={() =>
            void act(async () => {
              await toggleMemberDone(membership.uuid, membership.cartId)
              await client.invalidateQueries({ queryKey: ['cart', 'group'] })
            })
          }
          className="inline-flex items-center gap-1.5 rounded-full bg-primary px-3 py-1.5 text-sm font-semibold text-primary-fg disabled:opacity-50"
        >
          {done ? <CheckIcon size={14} /> : null}
          {done ? t('group.markedDone') : t('group.markDone')}
        </button>
        <button
          type="button"
          disabled={busy}
          data-testid="member-leave"
          onClick={() =>
            void act(async () => {
              await leaveGroup(membership.uuid).catch(() => undefined)
              leave()
            })
          }
          className="rounded-full px-3 py-1.5 text-sm font-semibold ring-1 ring-current"
        >
          {t('group.leave')}
        </button>
      </div>
    </div>
  )
}

/**
 * Mounted once in the shell: while this browser is a group member, notices being kicked (the member is gone from the
 * cart, or the cart answers with an error) and says so (spec §8 "You have been kicked from group order").
 */
export function GroupMemberWatcher() {
  const { t } = useTranslation()
  const hydrated = useCartHydrated()
  const membership = useGroupStore((s) => s.membership)
  const leave = useGroupStore((s) => s.leave)
  const query = useGroupCart(hydrated ? membership : null)
  const told = useRef(false)
  useEffect(() => {
    if (!membership) {
      told.current = false
      return
    }
    const gone = query.isError
      ? isGoneFromGroup(query.error)
      : !!query.data && !query.data.user_carts.some((u) => u.uuid === membership.uuid)
    if (gone && !told.current) {
      told.current = true
      // The API says which: kicked, or the group is no longer open (ordered, ended, wrong link).
      const invalid = query.error instanceof ApiError && /invalid/i.test(query.error.message)
      toast.error(invalid ? t('group.invalid') : t('group.kicked'))
      leave()
    }
  }, [membership, query.data, query.error, query.isError, leave, t])
  return null
}
