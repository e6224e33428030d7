import {
  errorResponses,
  listQuerySchema,
  parcelPriceQuerySchema,
  parcelPriceResponseSchema,
  parcelTypesResponseSchema,
} from '@basil/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../../lib/envelope.ts'
import { paginateRequest, resolvePageWindow } from '../../lib/pagination.ts'
import * as service from './types-service.ts'

const tags = ['Parcels']

export const parcelTypeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/rest/parcel-order/types',
    {
      schema: {
        tags,
        description: 'Active parcel types with their size and weight limits and prices (request currency).',
        querystring: listQuerySchema,
        response: { 200: parcelTypesResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const window = resolvePageWindow(request.query)
      const { items, total } = await service.listParcelTypes(app.db, window, request.ctx)
      return paginateRequest(request, items, window, total)
    },
  )

  app.get(
    '/rest/parcel-order/calculate-price',
    {
      schema: {
        tags,
        description:
          "Delivery price of a parcel of `type_id` from `address_from` to `address_to`: the type's price plus its " +
          'price per km times the great-circle distance, in the request currency.',
        querystring: parcelPriceQuerySchema,
        response: { 200: parcelPriceResponseSchema, ...errorResponses },
      },
    },
    async (request) => ok(await service.calculateParcelPrice(app.db, request.query, request.ctx)),
  )
}
