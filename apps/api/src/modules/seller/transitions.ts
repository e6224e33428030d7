// Which way an order may move, and who may move it there from the shop's side.
import type { OrderStatus } from '../../db/schema/index.ts'

const forward: Record<OrderStatus, OrderStatus[]> = {
  new: ['accepted', 'canceled'],
  accepted: ['cooking', 'canceled'],
  cooking: ['ready', 'canceled'],
  ready: ['on_a_way', 'delivered'],
  on_a_way: ['delivered'],
  delivered: [],
  canceled: [],
}

/** The statuses a seller may move an order to from `from`: a pickup order goes from ready straight to delivered. */
export function nextStatuses(from: OrderStatus, deliveryType: 'delivery' | 'pickup'): OrderStatus[] {
  const next = forward[from]
  if (from === 'ready') return deliveryType === 'pickup' ? ['delivered'] : ['on_a_way']
  return next
}

export function canMove(from: OrderStatus, to: OrderStatus, deliveryType: 'delivery' | 'pickup'): boolean {
  return nextStatuses(from, deliveryType).includes(to)
}
