import {
  authedErrorResponses,
  cartInsertBodySchema,
  cartJoinBodySchema,
  cartOpenBodySchema,
  cartQuerySchema,
  cartResponseSchema,
  cartStatusBodySchema,
  emptySuccessSchema,
  errorResponses,
  idParamSchema,
  idsBodySchema,
  localeQuerySchema,
  memberIdsQuerySchema,
  memberRefsQuerySchema,
  userCartResponseSchema,
  userCartUuidParamSchema,
} from '@basil/contracts'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { bodyCurrencyContext } from '../../lib/currency.ts'
import { ok } from '../../lib/envelope.ts'
import { getUser, readBearerToken, requireUser } from '../../plugins/auth.ts'
import { MINUTE, byAddress, rateLimited } from '../../plugins/rate-limit.ts'
import { findSession } from '../../lib/sessions.ts'
import * as service from './service.ts'

const tags = ['Cart']

const insertDescription =
  'Quantities are absolute: a main line with the same stock and the same addons (stocks and quantities) as an ' +
  'existing line is that line and gets the given quantity (0 removes it); identical lines in one request add up. ' +
  "Addon lines follow their main line with `parent_id` = the main line's stock id; an addon's quantity is per " +
  'unit of its main line. Errors: "Out of stock", "' +
  service.ONE_SHOP_PER_CART +
  '" (the cart holds another ' +
  "shop's products: delete it first), quantity limits (min_qty, max_qty, interval)."

/** The signed-in user of a public route, when a valid token is sent. */
async function optionalUserId(request: FastifyRequest): Promise<number | null> {
  const token = readBearerToken(request)
  if (!token) return null
  const session = await findSession(request.server.db, token)
  return session?.id ?? null
}

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  // Guests' group-cart routes are public: limit them per address so nobody floods a cart.
  const guestLimit = rateLimited(app, [{ name: 'guest-cart:ip', max: 120, timeWindow: MINUTE, key: byAddress }])

  for (const url of ['/dashboard/user/cart/insert-product', '/dashboard/user/cart']) {
    app.post(
      url,
      {
        onRequest: requireUser,
        schema: {
          tags,
          summary: "Add, change or remove lines of the signed-in user's cart",
          description: insertDescription,
          querystring: localeQuerySchema,
          body: cartInsertBodySchema,
          response: { 200: cartResponseSchema, ...authedErrorResponses },
        },
      },
      async (request) => {
        const cart = await service.insertOwnProducts(
          app.db,
          getUser(request).id,
          request.body,
          await bodyCurrencyContext(request, request.body.currency_id),
        )
        if (cart.group) void app.realtime.cartChanged(cart.id, { reason: 'product_added' })
        return ok(cart)
      },
    )
  }

  app.get(
    '/dashboard/user/cart',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "The signed-in user's cart (404 when there is none)",
        description:
          "With every group member's lines; totals are recomputed from current prices. While it is a group cart, " +
          '`invite` is the invitation secret the share link carries; guests\' uuids are never shown (`""`).',
        querystring: cartQuerySchema,
        response: { 200: cartResponseSchema, ...authedErrorResponses },
      },
    },
    async (request) => ok(await service.getOwnCart(app.db, getUser(request).id, request.query.shop_id, request.ctx)),
  )

  app.delete(
    '/dashboard/user/cart/delete',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "Delete the user's cart (`{ids:[cartId]}`)",
        querystring: localeQuerySchema,
        body: idsBodySchema,
        response: { 200: emptySuccessSchema, ...authedErrorResponses },
      },
    },
    async (request) => {
      await service.deleteOwnCarts(app.db, getUser(request).id, request.body.ids)
      for (const id of request.body.ids) void app.realtime.cartChanged(id, { reason: 'cart_deleted' })
      return ok(null, 'Cart deleted')
    },
  )

  app.delete(
    '/dashboard/user/cart/product/delete',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "Delete lines of the user's cart (`{ids:[cartDetailId, ...]}`; addon lines go with their line)",
        querystring: localeQuerySchema,
        body: idsBodySchema,
        response: { 200: cartResponseSchema, ...authedErrorResponses },
      },
    },
    async (request) => {
      const cart = await service.deleteOwnLines(app.db, getUser(request).id, request.body.ids, request.ctx)
      if (cart.group) void app.realtime.cartChanged(cart.id, { reason: 'product_deleted' })
      return ok(cart)
    },
  )

  app.delete(
    '/dashboard/user/cart/member/delete',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "The group owner removes members (`ids[0]=<user_carts[].id>`, or the member's uuid)",
        description: `A removed member is told "${service.KICKED_FROM_GROUP}".`,
        querystring: memberRefsQuerySchema,
        response: { 200: cartResponseSchema, ...authedErrorResponses },
      },
    },
    async (request) => {
      const { cart, kicked } = await service.kickMembers(app.db, getUser(request).id, request.query.ids, request.ctx)
      for (const uuid of kicked) void app.realtime.memberKicked(cart.id, uuid)
      void app.realtime.cartChanged(cart.id, { reason: 'member_kicked' })
      return ok(cart)
    },
  )

  app.post(
    '/dashboard/user/cart/open',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "The user's cart for a shop, created when missing",
        querystring: localeQuerySchema,
        body: cartOpenBodySchema,
        response: { 200: cartResponseSchema, ...authedErrorResponses },
      },
    },
    async (request) =>
      ok(
        await service.openCart(
          app.db,
          getUser(request).id,
          request.body.shop_id,
          await bodyCurrencyContext(request, request.body.currency_id),
        ),
      ),
  )

  app.post(
    '/dashboard/user/cart/set-group/:id',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Turn group ordering of the cart on or off (needs the `group_order` setting)',
        description:
          'Turning it on answers the invitation secret (`invite`) for the share link; turning it off removes the ' +
          'other members and retires the secret.',
        params: idParamSchema,
        querystring: localeQuerySchema,
        response: { 200: cartResponseSchema, ...authedErrorResponses },
      },
    },
    async (request) => {
      const cart = await service.toggleGroup(app.db, getUser(request).id, request.params.id, request.ctx)
      void app.realtime.cartChanged(cart.id, { reason: 'group_changed', group: cart.group })
      return ok(cart)
    },
  )

  // ---- group members (guests or users), no sign-in ----

  for (const url of ['/rest/cart/insert-product', '/rest/cart']) {
    app.post(
      url,
      {
        preHandler: guestLimit,
        schema: {
          tags,
          summary: 'A group member adds, changes or removes their lines (`cart_id`, `user_cart_uuid`)',
          description: `${insertDescription} The owner's own uuid is refused (403 "${service.OWNER_SIGNS_IN}").`,
          querystring: localeQuerySchema,
          body: cartInsertBodySchema,
          response: { 200: cartResponseSchema, ...errorResponses },
        },
      },
      async (request) => {
        const cart = await service.insertMemberProducts(
          app.db,
          request.body,
          await bodyCurrencyContext(request, request.body.currency_id),
        )
        void app.realtime.cartChanged(cart.id, { reason: 'product_added' })
        return ok(cart)
      },
    )
  }

  app.get(
    '/rest/cart/:id',
    {
      schema: {
        tags,
        summary: 'A group cart as its member sees it (`user_cart_uuid` required)',
        description:
          `Everyone's names, lines and statuses; only the caller's own uuid (the others are ""). A removed member ` +
          `gets 400 "${service.KICKED_FROM_GROUP}"; others "${service.INVALID_GROUP}"; the owner's own uuid 403.`,
        params: idParamSchema,
        querystring: cartQuerySchema,
        response: { 200: cartResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      ok(
        await service.getMemberCart(
          app.db,
          request.params.id,
          request.query.user_cart_uuid,
          request.query.shop_id,
          request.ctx,
        ),
      ),
  )

  app.post(
    '/rest/cart/open',
    {
      preHandler: guestLimit,
      schema: {
        tags,
        summary: "Join a group cart with a name and the share link's invitation secret (`invite`)",
        description:
          `Answers the member (\`uuid\`: its secret for the other \`rest/cart\` routes, \`cart_id\`); 400 ` +
          `"${service.INVALID_GROUP}" when the invitation is missing or wrong or the cart is not an open group cart.`,
        querystring: localeQuerySchema,
        body: cartJoinBodySchema,
        response: { 200: userCartResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const member = await service.joinGroup(app.db, request.body, await optionalUserId(request), request.ctx)
      void app.realtime.cartChanged(member.cart_id, { reason: 'member_joined' })
      return ok(member)
    },
  )

  app.delete(
    '/rest/cart/product/delete',
    {
      preHandler: guestLimit,
      schema: {
        tags,
        summary: 'A group member deletes their own lines (`{ids, user_cart_uuid}`)',
        description: `Without the member's \`user_cart_uuid\`: 403 "${service.MEMBERS_ONLY}". Another member's line: 404.`,
        querystring: localeQuerySchema,
        body: idsBodySchema,
        response: { 200: cartResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { cart, cartIds } = await service.deleteMemberLines(
        app.db,
        request.body.ids,
        request.body.user_cart_uuid,
        request.ctx,
      )
      for (const id of cartIds) void app.realtime.cartChanged(id, { reason: 'product_deleted' })
      return ok(cart)
    },
  )

  app.delete(
    '/rest/cart/member/delete',
    {
      preHandler: guestLimit,
      schema: {
        tags,
        summary: 'A member leaves a group cart (`ids[0]=<userCartUuid>`)',
        querystring: memberIdsQuerySchema,
        response: { 200: emptySuccessSchema, ...errorResponses },
      },
    },
    async (request) => {
      const cartIds = await service.leaveGroup(app.db, request.query.ids)
      for (const id of cartIds) void app.realtime.cartChanged(id, { reason: 'member_left' })
      return ok(null, 'You left the group order')
    },
  )

  app.post(
    '/rest/cart/status/:userCartUuid',
    {
      preHandler: guestLimit,
      schema: {
        tags,
        summary: 'A member marks their part done, or not done any more (toggles `status`)',
        params: userCartUuidParamSchema,
        querystring: localeQuerySchema,
        body: cartStatusBodySchema,
        response: { 200: cartResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const cart = await service.toggleMemberStatus(
        app.db,
        request.params.userCartUuid,
        request.body?.cart_id,
        request.ctx,
      )
      void app.realtime.cartChanged(cart.id, { reason: 'member_status' })
      return ok(cart)
    },
  )
}
