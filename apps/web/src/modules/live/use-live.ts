'use client'
// The hooks pages use (decision 017): whether the socket is up (poll only when it is not), follow a channel, hear
// events and resume. Orders, the bell, the cart and the wallet are wired in modules/shell/live-wiring.tsx; parcels,
// reservations and chat follow the same way from their own pages.
import { useEffect, useRef } from 'react'
import { addLiveListener, followChannel, useLiveStore, type LiveListener } from './live-store'
import { channelKey, type LiveChannel } from './connection'

/** True while the socket is up: the user's own events (orders, wallet, notifications) arrive without polling. */
export function useLiveUp(): boolean {
  return useLiveStore((s) => s.status === 'up')
}

/** Whether the API confirmed `key` (`cart:12`) on the socket that is up now. */
export function useLiveConfirmed(key: string | null): boolean {
  return useLiveStore((s) => s.status === 'up' && key !== null && !!s.confirmed[key])
}

/** Follows a channel while the component is mounted (null: none); true once the API confirmed it. */
export function useLiveChannel(channel: LiveChannel | null): boolean {
  const key = channel ? channelKey(channel) : null
  const uuid = channel?.channel === 'cart' ? channel.user_cart_uuid : undefined
  const latest = useRef(channel)
  latest.current = channel
  useEffect(() => {
    if (!key || !latest.current) return
    return followChannel(latest.current)
    // The channel is its key (and, for a cart, the member uuid that lets a guest follow it).
  }, [key, uuid])
  return useLiveConfirmed(key)
}

/** Hears the socket's events and resumes while the component is mounted (the latest handlers are called). */
export function useLiveEvents(listener: LiveListener): void {
  const latest = useRef(listener)
  useEffect(() => {
    latest.current = listener
  })
  useEffect(
    () =>
      addLiveListener({
        event: (event) => latest.current.event?.(event),
        resume: (what) => latest.current.resume?.(what),
      }),
    [],
  )
}
