import {
  bookingShopResponseSchema,
  bookingShopsPaginatedSchema,
  bookingsPaginatedSchema,
  bookingsQuerySchema,
  bookingTablesPaginatedSchema,
  bookingTablesQuerySchema,
  disableDatesQuerySchema,
  disableDatesResponseSchema,
  errorResponses,
  idParamSchema,
  localeQuerySchema,
  shopListQuerySchema,
  shopRefParamSchema,
  shopSectionResponseSchema,
  shopSectionsPaginatedSchema,
  shopSectionsQuerySchema,
} from '@basil/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../../lib/envelope.ts'
import { paginateRequest, resolvePageWindow } from '../../lib/pagination.ts'
import { reservationRoutes } from './reservation-routes.ts'
import * as service from './service.ts'

const tags = ['Table booking']

export const bookingRoutes: FastifyPluginAsyncZod = async (app, options) => {
  // Reservations (customer's and seller's) live beside the public reads, on the same instance.
  await reservationRoutes(app, options)

  app.get(
    '/rest/booking/shops/paginate',
    {
      schema: {
        tags,
        description:
          'Public shops taking table reservations, with their reservation hours; the filters of `rest/shops/paginate`.',
        querystring: shopListQuerySchema,
        response: { 200: bookingShopsPaginatedSchema, ...errorResponses },
      },
    },
    async (request) => {
      const window = resolvePageWindow(request.query)
      const { items, total } = await service.listBookingShops(app.db, request.query, window, request.ctx)
      return paginateRequest(request, items, window, total)
    },
  )

  app.get(
    '/rest/booking/shops/:id',
    {
      schema: {
        tags,
        description: 'A shop taking reservations, by id, uuid or slug.',
        params: shopRefParamSchema,
        querystring: localeQuerySchema,
        response: { 200: bookingShopResponseSchema, ...errorResponses },
      },
    },
    async (request) => ok(await service.getBookingShop(app.db, request.params.id, request.ctx)),
  )

  app.get(
    '/rest/booking/bookings',
    {
      schema: {
        tags,
        description: "Shops' reservation settings (longest stay in minutes).",
        querystring: bookingsQuerySchema,
        response: { 200: bookingsPaginatedSchema, ...errorResponses },
      },
    },
    async (request) => {
      const window = resolvePageWindow(request.query)
      const { items, total } = await service.listBookings(app.db, request.query.shop_id, window, request.ctx)
      return paginateRequest(request, items, window, total)
    },
  )

  app.get(
    '/rest/booking/tables',
    {
      schema: {
        tags,
        description: 'Active tables, by shop or section.',
        querystring: bookingTablesQuerySchema,
        response: { 200: bookingTablesPaginatedSchema, ...errorResponses },
      },
    },
    async (request) => {
      const window = resolvePageWindow(request.query)
      const { items, total } = await service.listTables(
        app.db,
        { shopId: request.query.shop_id, sectionId: request.query.shop_section_id },
        window,
      )
      return paginateRequest(request, items, window, total)
    },
  )

  app.get(
    '/rest/booking/shop-sections',
    {
      schema: {
        tags,
        querystring: shopSectionsQuerySchema,
        response: { 200: shopSectionsPaginatedSchema, ...errorResponses },
      },
    },
    async (request) => {
      const window = resolvePageWindow(request.query)
      const { items, total } = await service.listSections(app.db, request.query.shop_id, window, request.ctx)
      return paginateRequest(request, items, window, total)
    },
  )

  app.get(
    '/rest/booking/shop-sections/:id',
    {
      schema: {
        tags,
        params: idParamSchema,
        querystring: localeQuerySchema,
        response: { 200: shopSectionResponseSchema, ...errorResponses },
      },
    },
    async (request) => ok(await service.getSection(app.db, request.params.id, request.ctx)),
  )

  app.get(
    '/rest/booking/disable-dates/table/:id',
    {
      schema: {
        tags,
        description:
          'Reserved ranges of a table (canceled reservations aside) as ISO 8601 instants, from `date_from` (default ' +
          'now) to `date_to`. Raw: a top-level array, not an envelope.',
        params: idParamSchema,
        querystring: disableDatesQuerySchema,
        response: { 200: disableDatesResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      service.listDisabledDates(app.db, request.params.id, {
        from: request.query.date_from,
        to: request.query.date_to,
      }),
  )
}
