'use client'

import type { ChatSendBody } from '@basil/contracts/chat'
import { apiFetch } from '@/lib/api/browser'
import { responses } from '@/lib/api/responses'

/** The customer's side of the chat routes (decision 015). */
const BASE = 'dashboard/user/chats'

export const chatKey = ['chat'] as const
export const chatListKey = [...chatKey, 'list'] as const
export const chatUnreadKey = [...chatKey, 'unread'] as const
export const chatMessagesKey = (id: number) => [...chatKey, 'messages', id] as const

/** The conversations, latest activity first. */
export function fetchConversations(signal?: AbortSignal) {
  return apiFetch(BASE, responses.chatConversationsPage, { query: { perPage: 50 }, signal })
}

export async function fetchConversation(id: number, signal?: AbortSignal) {
  return (await apiFetch(`${BASE}/${id}`, responses.chatConversation, { signal })).data
}

/** One page of messages: the newest, or older than `before`, or newer than `after` (oldest first within a page). */
export function fetchMessages(id: number, cursor: { before?: number; after?: number }, signal?: AbortSignal) {
  return apiFetch(`${BASE}/${id}/messages`, responses.chatMessagesPage, { query: cursor, signal })
}

export async function fetchUnread(signal?: AbortSignal) {
  return (await apiFetch(`${BASE}/unread`, responses.chatUnread, { signal })).data
}

/** Sends a message; the same `client_id` on a retry answers the stored message (no double). */
export async function sendMessage(id: number, body: ChatSendBody) {
  return (await apiFetch(`${BASE}/${id}/messages`, responses.chatMessage, { method: 'POST', body })).data
}

export async function markRead(id: number) {
  return (await apiFetch(`${BASE}/${id}/read`, responses.chatMarks, { method: 'POST', body: {} })).data
}

export async function markDelivered(id: number, messageId: number) {
  await apiFetch(`${BASE}/${id}/delivered`, responses.chatMarks, { method: 'POST', body: { message_id: messageId } })
}

/** Opens (creates when missing) the support conversation. */
export async function openSupport() {
  return (await apiFetch(`${BASE}/support`, responses.chatConversation, { method: 'POST', body: {} })).data
}

/** Opens (creates when missing) an own order's conversation with its shop. */
export async function openOrderChat(orderId: number) {
  return (await apiFetch(`${BASE}/orders/${orderId}`, responses.chatConversation, { method: 'POST', body: {} })).data
}

/** A client id for one message, kept across its retries. */
export function newClientId(): string {
  return crypto.randomUUID().replace(/-/g, '')
}

/** Says "typing" to the other side (nothing stored; the API limits it to 20 a minute). */
export async function sendTyping(id: number) {
  await apiFetch(`${BASE}/${id}/typing`, responses.chatTyping, { method: 'POST', body: {} })
}

/** A picture for a message through the one upload route (`dashboard/galleries`, type `chats`): its URL to send. */
export async function uploadChatImage(file: File): Promise<string> {
  const form = new FormData()
  form.append('image', file)
  form.append('type', 'chats')
  const uploaded = await apiFetch('dashboard/galleries', responses.galleryUpload, { method: 'POST', body: form })
  return uploaded.data.title
}
