import { describe, expect, it } from 'vitest'
import type { ChatMessage } from '@basil/contracts/chat'
import { markUpTo, mergeMessages } from './chat-messages'

const msg = (
  id: number,
  side: ChatMessage['side'] = 'customer',
  status: ChatMessage['status'] = 'sent',
): ChatMessage => ({
  id,
  conversation_id: 1,
  client_id: null,
  side,
  sender: null,
  text: `m${id}`,
  image: null,
  created_at: '2026-11-26T05:00:00Z',
  status,
})

describe('mergeMessages', () => {
  it('keeps one copy per id, ordered by id', () => {
    const merged = mergeMessages([msg(3), msg(1)], [msg(2), msg(3, 'customer', 'read')])
    expect(merged.map((m) => m.id)).toEqual([1, 2, 3])
    expect(merged[2]!.status).toBe('read')
  })
})

describe('markUpTo', () => {
  it('moves only the side and ids asked, and never back', () => {
    const held = [msg(1), msg(2, 'support'), msg(3, 'customer', 'read'), msg(4)]
    const next = markUpTo(held, 'customer', 3, 'delivered')
    expect(next.map((m) => m.status)).toEqual(['delivered', 'sent', 'read', 'sent'])
  })
  it('answers the same array when nothing moves', () => {
    const held = [msg(1, 'customer', 'read')]
    expect(markUpTo(held, 'customer', 1, 'delivered')).toBe(held)
  })
})
