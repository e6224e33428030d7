'use client'

// The offer to follow an order with the page closed (Web Push): asked on the order page while the order can still
// change, never on a first load, and only when the person chooses "Turn on" does the browser ask its own question.
// The subscription goes to the API through the contract's `profile/firebase/token/update`.
import { useEffect, useState } from 'react'
import { toast } from '@/lib/toast'
import { apiFetch } from '@/lib/api/browser'
import { responses } from '@/lib/api/responses'
import { useTranslation } from '@/lib/i18n/react'
import { useSignedIn } from '@/modules/account/session'
import { buttonClass } from '@/modules/ui/button-class'
import { BellIcon } from '@/modules/ui/icons'
import { DISMISSED_KEY, applicationServerKey, shouldOfferPush } from './push-offer'

function pushSupported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
}

async function existingSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration('/')
  return (await registration?.pushManager.getSubscription()) ?? null
}

/** Registers the service worker, asks the browser, subscribes with the server's key and hands the result to the API. */
async function turnOnPush(): Promise<'on' | 'refused'> {
  const permission = await Notification.requestPermission()
  if (permission !== 'granted') return 'refused'
  const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' })
  await navigator.serviceWorker.ready
  const { data } = await apiFetch('rest/push/key', responses.pushKey)
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: applicationServerKey(data.public_key),
    }))
  await apiFetch('dashboard/user/profile/firebase/token/update', responses.empty, {
    method: 'POST',
    body: { firebase_token: JSON.stringify(subscription.toJSON()) },
  })
  return 'on'
}

/** The offer as far as it can be known at once: with the permission still to ask, no subscription can exist. */
function offerNow(signedIn: boolean, pending: boolean): boolean {
  if (typeof window === 'undefined' || !signedIn || !pending || !pushSupported()) return false
  return shouldOfferPush({
    signedIn,
    supported: true,
    permission: Notification.permission,
    // Only a granted permission can have a subscription; that case is looked at below, before anything shows.
    subscribed: Notification.permission === 'granted',
    dismissedAt: Number(localStorage.getItem(DISMISSED_KEY)) || null,
    pending,
    now: Date.now(),
  })
}

export function PushConsent({ pending }: { pending: boolean }) {
  const { t } = useTranslation()
  const signedIn = useSignedIn()
  // Known in the first render in the usual case, so the card is there with the page (nothing moves under it later).
  const [offered, setOffered] = useState(() => offerNow(signedIn, pending))
  const [working, setWorking] = useState(false)

  useEffect(() => {
    if (!signedIn || !pending || !pushSupported()) {
      setOffered(false)
      return
    }
    if (Notification.permission !== 'granted') {
      setOffered(offerNow(signedIn, pending))
      return
    }
    // Allowed before (another visit, or a cleared site): offer again only if this browser has no subscription.
    let live = true
    void existingSubscription()
      .catch(() => null)
      .then((subscription) => {
        if (!live) return
        setOffered(
          shouldOfferPush({
            signedIn,
            supported: true,
            permission: 'granted',
            subscribed: subscription !== null,
            dismissedAt: Number(localStorage.getItem(DISMISSED_KEY)) || null,
            pending,
            now: Date.now(),
          }),
        )
      })
    return () => {
      live = false
    }
  }, [signedIn, pending])

  if (!offered) return null
  const notNow = () => {
    localStorage.setItem(DISMISSED_KEY, String(Date.now()))
    setOffered(false)
  }
  const turnOn = async () => {
    setWorking(true)
    try {
      const outcome = await turnOnPush()
      if (outcome === 'on') toast.success(t('push.on'))
      else toast.warning(t('push.refused'))
      setOffered(false)
    } catch {
      toast.error(t('push.failed'))
    } finally {
      setWorking(false)
    }
  }
  return (
    <aside
      className="flex flex-col gap-3 rounded-3xl bg-primary-soft p-5 ring-1 ring-line sm:flex-row sm:items-center"
      aria-labelledby="push-offer-title"
      data-testid="push-offer"
    >
      <BellIcon size={28} className="shrink-0 text-primary-ink" aria-hidden="true" />
      <div className="flex-1">
        <h2 id="push-offer-title" className="font-bold">
          {t('push.offerTitle')}
        </h2>
        <p className="text-sm text-muted">{t('push.offerBody')}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={buttonClass('primary', 'sm')} onClick={turnOn} disabled={working}>
          {t('push.turnOn')}
        </button>
        <button type="button" className={buttonClass('secondary', 'sm')} onClick={notNow} disabled={working}>
          {t('push.notNow')}
        </button>
      </div>
    </aside>
  )
}
