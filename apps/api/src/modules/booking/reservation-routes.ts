import {
  authedErrorResponses,
  bookingHoursResponseSchema,
  bookingTableResponseSchema,
  bookingTablesPaginatedSchema,
  idParamSchema,
  localeQuerySchema,
  myBookingBodySchema,
  myBookingStatusQuerySchema,
  myBookingsQuerySchema,
  sellerBookingsQuerySchema,
  sellerBookingStatusBodySchema,
  sellerClosedDateBodySchema,
  sellerSectionBodySchema,
  sellerSectionsQuerySchema,
  sellerTableBodySchema,
  sellerTablesQuerySchema,
  sellerWorkingDaysBodySchema,
  shopSectionResponseSchema,
  shopSectionsPaginatedSchema,
  successSchema,
  userBookingResponseSchema,
  userBookingsPaginatedSchema,
} from '@basil/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ok } from '../../lib/envelope.ts'
import { paginateRequest, resolvePageWindow } from '../../lib/pagination.ts'
import { getUser, requireUser } from '../../plugins/auth.ts'
import { MINUTE, rateLimited } from '../../plugins/rate-limit.ts'
import type { UserBooking } from '@basil/contracts'
import type { Realtime } from '../../plugins/realtime/index.ts'
import * as service from './reservation-service.ts'

/** After the change committed: the customer and the shop hear that a reservation is new or moved (`/api/v1/ws`). */
function announce(realtime: Realtime, booking: UserBooking): void {
  const event = {
    type: 'booking.status_changed',
    data: { booking_id: booking.id, shop_id: booking.shop?.id ?? null, status: booking.status },
  }
  if (booking.user_id !== null) void realtime.toUser(booking.user_id, event)
  if (booking.shop) void realtime.toShop(booking.shop.id, event)
}

const tags = ['Table booking']
const sellerTags = ['Seller: table booking']
const deletedResponse = successSchema(z.null())
const shopQuerySchema = localeQuerySchema.extend({ shop_id: sellerSectionsQuerySchema.shape.shop_id })

export const reservationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard/user/my-bookings',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'The signed-in customer’s reservations',
        description:
          '`type=upcoming`: not ended and new, accepted or seated, soonest first; `type=past`: the others, latest ' +
          'first; without it, all, by start. `status` filters one status.',
        querystring: myBookingsQuerySchema,
        response: { 200: userBookingsPaginatedSchema, ...authedErrorResponses },
      },
    },
    async (request) => {
      const window = resolvePageWindow(request.query)
      const { items, total } = await service.listMyReservations(
        app.db,
        getUser(request),
        request.query,
        window,
        request.ctx,
      )
      return paginateRequest(request, items, window, total)
    },
  )

  app.post(
    '/dashboard/user/my-bookings',
    {
      onRequest: requireUser,
      preHandler: rateLimited(app, [
        { name: 'my-bookings:user', max: 30, timeWindow: MINUTE, key: (r) => (r.user ? String(r.user.id) : null) },
      ]),
      schema: {
        tags,
        summary: 'Book a table',
        description:
          '`start_date` is the shop’s wall clock (`YYYY-MM-DD HH:mm`), on the `reservation_time_durations` grid, ' +
          'inside the shop’s booking hours and not on a closed date, at least `reservation_before_time` hours ahead ' +
          'and within 30 days. The table is held for the shop’s `max_time` (at least `min_reservation_time` ' +
          'minutes). 400 with `params.booking_id` "No available booking" when the table is taken then (two ' +
          'customers asking for one table at once: exactly one gets it); `params.start_date`, `params.guest` (more ' +
          'guests than chairs) and `params.table_id` name the other refusals. 403 when `reservation_enable_for_user` ' +
          'is off. The shop’s seller gets a `new_booking` notification.',
        querystring: localeQuerySchema,
        body: myBookingBodySchema,
        response: { 200: userBookingResponseSchema, ...authedErrorResponses },
      },
    },
    async (request) => {
      const booking = await service.createReservation(app.db, getUser(request), request.body, request.ctx)
      announce(app.realtime, booking)
      return ok(booking, 'Reservation created')
    },
  )

  app.post(
    '/dashboard/user/my-bookings/:id/status/change',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Cancel a reservation (`status=canceled`) while it is new or accepted and has not started',
        params: idParamSchema,
        querystring: myBookingStatusQuerySchema,
        response: { 200: userBookingResponseSchema, ...authedErrorResponses },
      },
    },
    async (request) => {
      const booking = await service.cancelMyReservation(app.db, getUser(request), request.params.id, request.ctx)
      announce(app.realtime, booking)
      return ok(booking, 'Reservation canceled')
    },
  )

  // ---- the seller ----

  app.get(
    '/dashboard/seller/bookings',
    {
      onRequest: requireUser,
      schema: {
        tags: sellerTags,
        summary: 'Reservations of the seller’s shop starting on one day',
        description:
          '`date` is a day of the shop’s zone (default: its today); `shop_id` one of the seller’s shops (default: the ' +
          'first taking reservations); `status` filters. Soonest first. 403 for anyone who is not a seller.',
        querystring: sellerBookingsQuerySchema,
        response: { 200: userBookingsPaginatedSchema, ...authedErrorResponses },
      },
    },
    async (request) => {
      const window = resolvePageWindow(request.query)
      const { items, total } = await service.listShopReservations(
        app.db,
        getUser(request),
        request.query,
        window,
        request.ctx,
      )
      return paginateRequest(request, items, window, total)
    },
  )

  app.post(
    '/dashboard/seller/bookings/:id/status',
    {
      onRequest: requireUser,
      schema: {
        tags: sellerTags,
        summary: 'Move a reservation of the seller’s shops on',
        description:
          'Allowed: new → accepted or canceled; accepted → seated or canceled; seated → finished. Canceling needs ' +
          '`cancel_reason`. Anything else is 400 with the allowed next statuses in `params.status`. Finishing frees ' +
          'the table from now. The customer gets a `booking_status` notification (it opens /reservations).',
        params: idParamSchema,
        querystring: localeQuerySchema,
        body: sellerBookingStatusBodySchema,
        response: { 200: userBookingResponseSchema, ...authedErrorResponses },
      },
    },
    async (request) => {
      const booking = await service.changeShopReservation(
        app.db,
        getUser(request),
        request.params.id,
        request.body,
        request.ctx,
      )
      announce(app.realtime, booking)
      return ok(booking)
    },
  )

  app.get(
    '/dashboard/seller/booking/sections',
    {
      onRequest: requireUser,
      schema: {
        tags: sellerTags,
        querystring: sellerSectionsQuerySchema,
        response: { 200: shopSectionsPaginatedSchema, ...authedErrorResponses },
      },
    },
    async (request) => {
      const window = resolvePageWindow(request.query)
      const { items, total } = await service.listShopSections(
        app.db,
        getUser(request),
        request.query.shop_id,
        window,
        request.ctx,
      )
      return paginateRequest(request, items, window, total)
    },
  )

  app.post(
    '/dashboard/seller/booking/sections',
    {
      onRequest: requireUser,
      schema: {
        tags: sellerTags,
        summary: 'Add a section (its title per language); the shop starts taking reservations if it did not',
        querystring: localeQuerySchema,
        body: sellerSectionBodySchema,
        response: { 200: shopSectionResponseSchema, ...authedErrorResponses },
      },
    },
    async (request) => ok(await service.saveShopSection(app.db, getUser(request), null, request.body, request.ctx)),
  )

  app.put(
    '/dashboard/seller/booking/sections/:id',
    {
      onRequest: requireUser,
      schema: {
        tags: sellerTags,
        params: idParamSchema,
        querystring: localeQuerySchema,
        body: sellerSectionBodySchema,
        response: { 200: shopSectionResponseSchema, ...authedErrorResponses },
      },
    },
    async (request) =>
      ok(await service.saveShopSection(app.db, getUser(request), request.params.id, request.body, request.ctx)),
  )

  app.delete(
    '/dashboard/seller/booking/sections/:id',
    {
      onRequest: requireUser,
      schema: {
        tags: sellerTags,
        summary: 'Delete a section and its tables (400 while reservations ahead use them)',
        params: idParamSchema,
        response: { 200: deletedResponse, ...authedErrorResponses },
      },
    },
    async (request) => {
      await service.deleteShopSection(app.db, getUser(request), request.params.id, request.ctx.now)
      return ok(null, 'Deleted')
    },
  )

  app.get(
    '/dashboard/seller/booking/tables',
    {
      onRequest: requireUser,
      schema: {
        tags: sellerTags,
        description: 'All tables of the seller’s shop (active or not), or of one of its sections.',
        querystring: sellerTablesQuerySchema,
        response: { 200: bookingTablesPaginatedSchema, ...authedErrorResponses },
      },
    },
    async (request) => {
      const window = resolvePageWindow(request.query)
      const { items, total } = await service.listShopTables(
        app.db,
        getUser(request),
        request.query.shop_section_id,
        window,
      )
      return paginateRequest(request, items, window, total)
    },
  )

  app.post(
    '/dashboard/seller/booking/tables',
    {
      onRequest: requireUser,
      schema: {
        tags: sellerTags,
        body: sellerTableBodySchema,
        response: { 200: bookingTableResponseSchema, ...authedErrorResponses },
      },
    },
    async (request) => ok(await service.saveShopTable(app.db, getUser(request), null, request.body)),
  )

  app.put(
    '/dashboard/seller/booking/tables/:id',
    {
      onRequest: requireUser,
      schema: {
        tags: sellerTags,
        params: idParamSchema,
        body: sellerTableBodySchema,
        response: { 200: bookingTableResponseSchema, ...authedErrorResponses },
      },
    },
    async (request) => ok(await service.saveShopTable(app.db, getUser(request), request.params.id, request.body)),
  )

  app.delete(
    '/dashboard/seller/booking/tables/:id',
    {
      onRequest: requireUser,
      schema: {
        tags: sellerTags,
        summary: 'Delete a table (400 while reservations ahead use it)',
        params: idParamSchema,
        response: { 200: deletedResponse, ...authedErrorResponses },
      },
    },
    async (request) => {
      await service.deleteShopTable(app.db, getUser(request), request.params.id, request.ctx.now)
      return ok(null, 'Deleted')
    },
  )

  app.get(
    '/dashboard/seller/booking/working-days',
    {
      onRequest: requireUser,
      schema: {
        tags: sellerTags,
        summary: 'The shop’s booking hours and upcoming closed dates',
        querystring: shopQuerySchema,
        response: { 200: bookingHoursResponseSchema, ...authedErrorResponses },
      },
    },
    async (request) => ok(await service.showShopHours(app.db, getUser(request), request.query.shop_id, request.ctx)),
  )

  app.put(
    '/dashboard/seller/booking/working-days',
    {
      onRequest: requireUser,
      schema: {
        tags: sellerTags,
        summary:
          'Set the booking hours of the days given (`HH:mm` in the shop’s zone; `to` ≤ `from` runs past midnight)',
        body: sellerWorkingDaysBodySchema,
        response: { 200: bookingHoursResponseSchema, ...authedErrorResponses },
      },
    },
    async (request) => ok(await service.saveShopHours(app.db, getUser(request), request.body, request.ctx)),
  )

  app.post(
    '/dashboard/seller/booking/closed-dates',
    {
      onRequest: requireUser,
      schema: {
        tags: sellerTags,
        summary: 'Close a day for reservations',
        body: sellerClosedDateBodySchema,
        response: { 200: bookingHoursResponseSchema, ...authedErrorResponses },
      },
    },
    async (request) => ok(await service.addShopClosedDate(app.db, getUser(request), request.body, request.ctx)),
  )

  app.delete(
    '/dashboard/seller/booking/closed-dates/:id',
    {
      onRequest: requireUser,
      schema: {
        tags: sellerTags,
        params: idParamSchema,
        response: { 200: bookingHoursResponseSchema, ...authedErrorResponses },
      },
    },
    async (request) => ok(await service.deleteShopClosedDate(app.db, getUser(request), request.params.id, request.ctx)),
  )
}
