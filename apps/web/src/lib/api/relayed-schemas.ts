import { cartSchema, successSchema, userSchema } from '@basil/contracts'
import { z } from 'zod'

// Answers that reach the browser from this site's own web server rather than straight from the API. Loaded by the
// browser client only outside production builds (see ResponseContract in ./browser.ts); the web server's routes use
// the types.

/** Sign-in and sign-up answers after the auth relay took the session token out (it became the HttpOnly cookie). */
export const relayedSessionSchema = successSchema(z.object({ user: userSchema }))

/** `/session/cart`: the signed-in user's cart, null when there is none. */
export const userCartStateSchema = z.object({ data: cartSchema.nullable() })

/** `/session/group-cart/{id}`: the group cart as its member sees it, or why they are no longer in it. */
export const groupCartStateSchema = z.union([
  z.object({ data: cartSchema, gone: z.undefined().optional() }),
  z.object({ data: z.null(), gone: z.object({ status: z.number().int(), message: z.string() }) }),
])
