'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useState, type FormEvent } from 'react'
import { useTranslation } from '@/lib/i18n/react'
import { buttonClass } from '@/modules/ui/button-class'
import { useSession } from '@/modules/account/session'
import { labelledInputClass } from '@/modules/ui/field'
import { UsersIcon } from '@/modules/ui/icons'
import { joinGroup } from './cart-api'
import { useGroupStore } from './group-store'
import { useUserCart } from './use-cart'
import { useCartHydrated } from './use-hydrated'

const INVITE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Whether a link's `invite` can be an invitation secret (an old link has none: no use asking for a name). */
export function isInviteShaped(invite: string | null): invite is string {
  return !!invite && INVITE.test(invite)
}

/**
 * The page a shared group link opens: join with a name and the link's invitation secret (`rest/cart/open`), then
 * shop in the group's shop.
 */
export function JoinGroup({
  cartId,
  shopId,
  invite,
}: {
  cartId: number
  shopId: number | null
  invite: string | null
}) {
  const { t } = useTranslation()
  const router = useRouter()
  const hydrated = useCartHydrated()
  const { user } = useSession()
  const own = useUserCart()
  const membership = useGroupStore((s) => s.membership)
  const join = useGroupStore((s) => s.join)
  const [name, setName] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const value = name ?? user?.firstname ?? ''
  const invalid = !shopId || !Number.isInteger(cartId) || cartId <= 0 || !isInviteShaped(invite)

  if (!hydrated) return <div className="shimmer h-56 rounded-3xl" aria-busy="true" />
  const shopLink = `/shop/${shopId ?? ''}`
  if (membership?.cartId === cartId || own.data?.id === cartId) {
    return (
      <div
        className="flex flex-col items-center gap-4 rounded-3xl bg-card p-8 text-center ring-1 ring-line"
        data-testid="group-joined"
      >
        <p className="font-semibold">
          {own.data?.id === cartId ? t('group.yours') : t('group.joinedAs', { name: membership?.name ?? '' })}
        </p>
        <Link href={shopLink} className={buttonClass()}>
          {t('group.goShop')}
        </Link>
      </div>
    )
  }

  if (invalid) {
    // Spec §8: a link that cannot work (an old one without the invitation, or a damaged one) says so at once.
    return (
      <div
        className="flex flex-col items-center gap-4 rounded-3xl bg-card p-8 text-center ring-1 ring-line"
        data-testid="group-invalid"
      >
        <span className="grid size-14 place-items-center rounded-full bg-surface text-muted">
          <UsersIcon size={26} />
        </span>
        <h1 className="text-2xl font-extrabold tracking-tight">{t('group.joinTitle')}</h1>
        <p role="alert" className="font-medium text-danger" data-testid="group-join-error">
          {t('group.invalid')}
        </p>
        <Link href="/" className={buttonClass()}>
          {t('notFound.home')}
        </Link>
      </div>
    )
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault()
    if (!shopId || !isInviteShaped(invite)) {
      setError(t('group.invalid'))
      return
    }
    if (!value.trim()) {
      setError(t('review.required'))
      return
    }
    setPending(true)
    setError(null)
    try {
      const member = await joinGroup(cartId, shopId, value.trim(), invite)
      join({ cartId: member.cart_id ?? cartId, shopId, uuid: member.uuid, name: value.trim() })
      router.push(shopLink)
    } catch {
      // Spec §8: one message for a group that cannot be joined (wrong link, closed or ordered).
      setError(t('group.invalid'))
      setPending(false)
    }
  }

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-4 rounded-3xl bg-card p-6 ring-1 ring-line sm:p-8"
      data-testid="group-join"
    >
      <span className="grid size-14 place-items-center rounded-full bg-primary-soft text-primary-ink">
        <UsersIcon size={26} />
      </span>
      <h1 className="text-2xl font-extrabold tracking-tight">{t('group.joinTitle')}</h1>
      <p className="-mt-2 text-muted">{t('group.joinText')}</p>
      <label className="text-sm font-medium">
        {t('group.yourName')}
        <input
          value={value}
          onChange={(e) => setName(e.target.value)}
          maxLength={100}
          autoComplete="given-name"
          required
          aria-invalid={!!error}
          aria-describedby="group-join-error"
          data-testid="group-name"
          className={labelledInputClass}
        />
      </label>
      {error ? (
        <p
          id="group-join-error"
          role="alert"
          className="text-sm font-medium text-danger"
          data-testid="group-join-error"
        >
          {error}
        </p>
      ) : null}
      <button type="submit" disabled={pending} className={buttonClass()} data-testid="group-join-submit">
        {t('group.join')}
      </button>
    </form>
  )
}
