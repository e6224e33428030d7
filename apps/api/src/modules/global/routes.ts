import {
  currenciesResponseSchema,
  errorResponses,
  languagesResponseSchema,
  localeQuerySchema,
  settingsResponseSchema,
  translationsResponseSchema,
} from '@basil/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../../lib/envelope.ts'
import * as service from './service.ts'

const tags = ['Global data']

export const globalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/rest/languages/active',
    { schema: { tags, querystring: localeQuerySchema, response: { 200: languagesResponseSchema, ...errorResponses } } },
    async (request) => ok(await service.getActiveLanguages(app.db, request.ctx)),
  )

  app.get(
    '/rest/currencies/active',
    {
      schema: { tags, querystring: localeQuerySchema, response: { 200: currenciesResponseSchema, ...errorResponses } },
    },
    async () => ok(await service.getActiveCurrencies(app.db)),
  )

  app.get(
    '/rest/settings',
    { schema: { tags, querystring: localeQuerySchema, response: { 200: settingsResponseSchema, ...errorResponses } } },
    async (request) =>
      ok(await service.getSettings(app.db, request.ctx, service.socialSignInSettings(app.accounts.oidc))),
  )

  app.get(
    '/rest/translations/paginate',
    {
      schema: {
        tags,
        querystring: localeQuerySchema,
        response: { 200: translationsResponseSchema, ...errorResponses },
      },
    },
    async (request) => ok(await service.getUiTranslations(app.db, request.ctx)),
  )
}
