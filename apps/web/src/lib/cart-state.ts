import type { z } from 'zod'
import type { groupCartStateSchema, userCartStateSchema } from './api/relayed-schemas'

// The storefront's own routes for reading carts (/session/cart and /session/group-cart/{id}). The API answers "no cart"
// with 404 and "no longer a member" with 400, 403 or 404, and a browser logs every such answer as a console error even
// when the page expects it. These routes ask the API from the web server and turn those expected answers into a 200
// whose body says what happened; the API's own answers, to every other client, stay as the contract has them.

/** `/session/cart`: the signed-in user's cart, null when there is none. */
export type UserCartState = z.infer<typeof userCartStateSchema>

/** Why this browser is no longer in the group: the API's status and message (kicked, or the group is gone). */
export type GroupGone = NonNullable<GroupCartState['gone']>

/** `/session/group-cart/{id}`: the group cart as its member sees it, or why they are no longer in it. */
export type GroupCartState = z.infer<typeof groupCartStateSchema>

/** An answer of the API, or of this site, before it is sent on: status and JSON body. */
export type Relayed = { status: number; body: unknown }

/** Whether an answer of the group cart routes means the member is no longer in the group (kicked, or it is gone). */
export function isGoneFromGroupStatus(status: number): boolean {
  return status === 400 || status === 403 || status === 404
}

/** GET dashboard/user/cart as the storefront reads it: 404 is "no cart", a normal state. */
export function toUserCartState(answer: Relayed): Relayed {
  if (answer.status !== 404) return answer
  const body: UserCartState = { data: null }
  return { status: 200, body }
}

/** GET rest/cart/{id} as the storefront reads it: being out of the group is an answer, not a failure. */
export function toGroupCartState(answer: Relayed): Relayed {
  if (!isGoneFromGroupStatus(answer.status)) return answer
  const message = readMessage(answer.body)
  const body: GroupCartState = { data: null, gone: { status: answer.status, message } }
  return { status: 200, body }
}

function readMessage(body: unknown): string {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') return body.message
  return ''
}
