import type { ChatMessage } from '@basil/contracts/chat'

/** Merges messages by id (a message heard twice, over REST and the socket, shows once), ordered by server time. */
export function mergeMessages(held: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const byId = new Map<number, ChatMessage>()
  for (const m of held) byId.set(m.id, m)
  for (const m of incoming) byId.set(m.id, m)
  return [...byId.values()].sort((a, b) => a.id - b.id)
}

const RANK = { sent: 0, delivered: 1, read: 2 } as const

/** Moves the status of `side`'s messages up to `upTo` to at least `status` (marks only move forward). */
export function markUpTo(
  held: ChatMessage[],
  side: ChatMessage['side'],
  upTo: number,
  status: 'delivered' | 'read',
): ChatMessage[] {
  let changed = false
  const next = held.map((m) => {
    if (m.side !== side || m.id > upTo || RANK[m.status] >= RANK[status]) return m
    changed = true
    return { ...m, status }
  })
  return changed ? next : held
}
