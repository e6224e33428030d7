import {
  addressBodySchema,
  addressIdsQuerySchema,
  addressListQuerySchema,
  addressResponseSchema,
  addressesPaginatedSchema,
  authedErrorResponses,
  emptySuccessSchema,
  errorResponses,
  geocodeQuerySchema,
  geocodeResponseSchema,
  idParamSchema,
  localeQuerySchema,
} from '@basil/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../../lib/envelope.ts'
import { notFound } from '../../lib/errors.ts'
import { getUser, requireUser } from '../../plugins/auth.ts'
import { MINUTE, byAddress, rateLimited } from '../../plugins/rate-limit.ts'
import { paginateRequest, resolvePageWindow } from '../../lib/pagination.ts'
import { NearestPlaceGeocoder, type Geocoder } from './geocoder.ts'
import * as service from './service.ts'

const tags = ['Addresses']

export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  const geocoder: Geocoder = new NearestPlaceGeocoder()

  app.get(
    '/dashboard/user/addresses',
    {
      onRequest: requireUser,
      schema: {
        tags,
        querystring: addressListQuerySchema,
        response: { 200: addressesPaginatedSchema, ...authedErrorResponses },
      },
    },
    async (request) => {
      const window = resolvePageWindow(request.query, service.MAX_ADDRESSES)
      const { items, total } = await service.listAddresses(app.db, getUser(request).id, window.perPage, window.offset)
      return paginateRequest(request, items, window, total)
    },
  )

  app.post(
    '/dashboard/user/addresses',
    {
      onRequest: requireUser,
      schema: {
        tags,
        querystring: localeQuerySchema,
        body: addressBodySchema,
        response: { 200: addressResponseSchema, ...authedErrorResponses },
      },
    },
    async (request) => ok(await service.createAddress(app.db, getUser(request).id, request.body)),
  )

  app.put(
    '/dashboard/user/addresses/:id',
    {
      onRequest: requireUser,
      schema: {
        tags,
        params: idParamSchema,
        querystring: localeQuerySchema,
        body: addressBodySchema,
        response: { 200: addressResponseSchema, ...authedErrorResponses },
      },
    },
    async (request) => ok(await service.updateAddress(app.db, getUser(request).id, request.params.id, request.body)),
  )

  app.post(
    '/dashboard/user/address/set-active/:id',
    {
      onRequest: requireUser,
      schema: {
        tags,
        params: idParamSchema,
        querystring: localeQuerySchema,
        response: { 200: addressResponseSchema, ...authedErrorResponses },
      },
    },
    async (request) => ok(await service.setActiveAddress(app.db, getUser(request).id, request.params.id)),
  )

  app.delete(
    '/dashboard/user/addresses/delete',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Delete addresses: `ids[0]=..&ids[1]=..`',
        querystring: addressIdsQuerySchema,
        response: { 200: emptySuccessSchema, ...authedErrorResponses },
      },
    },
    async (request) => {
      await service.deleteAddresses(app.db, getUser(request).id, request.query.ids)
      return ok(null, 'Record has been successfully deleted')
    },
  )

  app.get(
    '/rest/geocode/reverse',
    {
      preHandler: rateLimited(app, [{ name: 'geocode:address', max: 120, timeWindow: MINUTE, key: byAddress }]),
      schema: {
        tags,
        summary: 'Reverse geocoding: the nearest known place to a point (404 `not found` when none is near)',
        querystring: geocodeQuerySchema,
        response: { 200: geocodeResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const result = await geocoder.reverse(request.query.latitude, request.query.longitude)
      if (!result) throw notFound('not found')
      return ok(result)
    },
  )
}
