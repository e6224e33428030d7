import type { FastifyError, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod'
import { isDatabaseUnavailable } from '../db/client.ts'
import { errorBody } from '../lib/envelope.ts'
import { ApiError } from '../lib/errors.ts'

type ValidationIssue = { instancePath?: string; message?: string; params?: { issue?: { path?: PropertyKey[] } } }

/** Field errors in Laravel's `{field: [messages]}` form; nested paths are dotted (`address.latitude`). */
function fieldErrors(issues: ValidationIssue[], context: string | undefined): Record<string, string[]> {
  const params: Record<string, string[]> = {}
  for (const issue of issues) {
    const fromPath = issue.params?.issue?.path?.map(String).join('.')
    const field = fromPath || issue.instancePath?.replace(/^\//, '').replace(/\//g, '.') || context || 'request'
    const message = issue.message ?? 'is invalid'
    ;(params[field] ??= []).push(`The ${field} field ${message.replace(/^Invalid input: /, '')}`.trim())
  }
  return params
}

/**
 * "Service unavailable" in the languages the demo ships. The translations of the database cannot be read when the
 * database is what is missing, so these few words live here; other languages get English.
 */
const SERVICE_UNAVAILABLE: Record<string, string> = {
  en: 'Service unavailable',
  fr: 'Service indisponible',
  ar: 'الخدمة غير متاحة حاليًا',
}

/** The language a request asks for (`lang`, else the first of Accept-Language), reduced to its primary subtag. */
function requestedLanguage(request: FastifyRequest): string {
  const query = request.query as { lang?: unknown } | undefined
  const asked = typeof query?.lang === 'string' ? query.lang : (request.headers['accept-language'] ?? '').split(',')[0]
  return (asked ?? '').trim().toLowerCase().split(/[-_;]/)[0] ?? ''
}

export function serviceUnavailableMessage(request: FastifyRequest): string {
  return SERVICE_UNAVAILABLE[requestedLanguage(request)] ?? SERVICE_UNAVAILABLE.en!
}

/** Every error and unknown route answered in the contract's error shape. */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof ApiError) {
        if (error.headers) reply.headers(error.headers)
        return reply.status(error.httpStatus).send(errorBody(error.statusCode, error.message, error.params))
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const params = fieldErrors(error.validation as ValidationIssue[], error.validationContext)
        const first = Object.values(params)[0]?.[0] ?? 'The given data was invalid.'
        return reply.status(400).send(errorBody('ERROR_400', first, params))
      }
      if (isResponseSerializationError(error)) {
        request.log.error({ err: error, issues: error.cause?.issues }, 'response does not match its schema')
        return reply.status(500).send(errorBody('ERROR_500', 'Something went wrong'))
      }
      if (error.statusCode === 429) {
        return reply.status(429).send(errorBody('ERROR_429', 'Too many requests. Please, try again later'))
      }
      if (
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
        error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
        error instanceof SyntaxError
      ) {
        return reply.status(400).send(errorBody('ERROR_400', 'The request body is not valid JSON'))
      }
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        return reply.status(413).send(errorBody('ERROR_413', 'The request body is too large'))
      }
      if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
        return reply.status(415).send(errorBody('ERROR_415', 'Unsupported content type'))
      }
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        return reply.status(error.statusCode).send(errorBody(`ERROR_${error.statusCode}`, error.message))
      }
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, 'database unavailable')
        reply.header('retry-after', '5')
        return reply.status(503).send(errorBody('ERROR_503', serviceUnavailableMessage(request)))
      }
      request.log.error({ err: error }, 'unhandled error')
      return reply.status(500).send(errorBody('ERROR_500', 'Something went wrong'))
    })

    app.setNotFoundHandler((request, reply) => {
      reply.status(404).send(errorBody('ERROR_404', `Route ${request.method} ${request.url.split('?')[0]} not found`))
    })
  },
  { name: 'basil-errors' },
)
