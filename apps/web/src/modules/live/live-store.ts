'use client'
// The tab's live socket as the pages see it: its status, the channels the API confirmed, and who listens. One
// LiveConnection per tab (started by <LiveSocket>); pages follow channels and hear events through use-live.ts.
import { create } from 'zustand'
import { LiveConnection, channelKey, type LiveChannel, type LiveEvent, type LiveStatus } from './connection'

type LiveState = {
  /** `off`: no socket (signed out and nothing to follow); pages poll unless `up`. */
  status: LiveStatus | 'off'
  /** Channels the API confirmed on the current socket (`cart:12`): their pages need not poll them. */
  confirmed: Record<string, true>
}

export const useLiveStore = create<LiveState>()(() => ({ status: 'off', confirmed: {} }))

/** What a page does with the socket: events, and a resume when what it read may have missed some. */
export type LiveListener = {
  event?: (event: LiveEvent) => void
  /**
   * `{ scope: 'all' }` when the socket is (again) ready: anything read before may be behind; `{ scope: key }` when
   * a channel was (again) confirmed: what was read of it may be behind.
   */
  resume?: (what: { scope: 'all' } | { scope: string }) => void
}

const listeners = new Set<LiveListener>()
const followed = new Map<string, { channel: LiveChannel; count: number }>()
let connection: LiveConnection | null = null

function each(call: (listener: LiveListener) => void) {
  for (const listener of [...listeners]) {
    try {
      call(listener)
    } catch (error) {
      // One page's handler must not keep an event from the others.
      console.warn('live listener failed', error)
    }
  }
}

export function addLiveListener(listener: LiveListener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Follows a channel while someone needs it (counted: two components may follow the same cart). */
export function followChannel(channel: LiveChannel): () => void {
  const key = channelKey(channel)
  const entry = followed.get(key)
  if (entry) entry.count++
  else {
    followed.set(key, { channel, count: 1 })
    connection?.follow(channel)
  }
  let done = false
  return () => {
    if (done) return
    done = true
    const current = followed.get(key)
    if (!current) return
    if (--current.count > 0) return
    followed.delete(key)
    connection?.unfollow(current.channel)
  }
}

/** The socket's address on this site (server.mjs passes it to the API). */
function liveUrl(): string {
  const { protocol, host } = window.location
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}/api/v1/ws`
}

/** Opens the tab's socket (once); answers the function that closes it. */
export function startLive(): () => void {
  connection?.stop()
  const set = useLiveStore.setState
  const own = new LiveConnection({
    url: liveUrl(),
    handlers: {
      status: (status) => {
        if (connection !== own) return
        set({ status })
        document.documentElement.dataset.live = status
      },
      ready: () => each((l) => l.resume?.({ scope: 'all' })),
      subscribed: (key) => {
        set((s) => ({ confirmed: { ...s.confirmed, [key]: true } }))
        each((l) => l.resume?.({ scope: key }))
      },
      unsubscribed: (key) =>
        set((s) => {
          if (!s.confirmed[key]) return s
          const confirmed = { ...s.confirmed }
          delete confirmed[key]
          return { confirmed }
        }),
      event: (event) => each((l) => l.event?.(event)),
    },
  })
  connection = own
  for (const { channel } of followed.values()) own.follow(channel)
  const online = () => own.wake()
  window.addEventListener('online', online)
  own.start()
  return () => {
    window.removeEventListener('online', online)
    own.stop()
    if (connection === own) {
      connection = null
      set({ status: 'off', confirmed: {} })
      delete document.documentElement.dataset.live
    }
  }
}
