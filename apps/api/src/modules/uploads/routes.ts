import multipart from '@fastify/multipart'
import {
  authedErrorResponses,
  errorSchema,
  galleryTypes,
  galleryUploadResponseSchema,
  localeQuerySchema,
} from '@basil/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../../lib/envelope.ts'
import { ApiError } from '../../lib/errors.ts'
import { imageUrl } from '../../lib/present.ts'
import { getUser, requireUser } from '../../plugins/auth.ts'
import { MINUTE, rateLimited } from '../../plugins/rate-limit.ts'
import * as service from './service.ts'

const tags = ['Uploads']
const TYPES = new Set<string>(galleryTypes)

const fieldError = (field: string, message: string) => new ApiError(400, 'ERROR_400', message, { [field]: [message] })

export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: service.MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
  })

  app.post(
    '/dashboard/galleries',
    {
      onRequest: requireUser,
      preHandler: rateLimited(app, [
        { name: 'uploads:user', max: 30, timeWindow: MINUTE, key: (r) => (r.user ? String(r.user.id) : null) },
      ]),
      schema: {
        tags,
        summary: 'Upload a picture (multipart: `image` file, `type` folder such as `users`); answers its absolute URL',
        consumes: ['multipart/form-data'],
        querystring: localeQuerySchema,
        response: { 200: galleryUploadResponseSchema, ...authedErrorResponses, 413: errorSchema },
      },
    },
    async (request) => {
      const user = getUser(request)
      if (!request.isMultipart()) throw fieldError('image', 'The image field is required.')
      let image: Buffer | undefined
      let type = 'users'
      // Clients append `type` after the file, so every part is read before deciding.
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          const data = await part.toBuffer()
          if (part.fieldname === 'image' || part.fieldname === 'file') image = data
        } else if (part.fieldname === 'type' && typeof part.value === 'string') {
          type = part.value.trim()
        }
      }
      if (!TYPES.has(type)) throw fieldError('type', 'The selected type is invalid.')
      if (!image || image.length === 0) throw fieldError('image', 'The image field is required.')
      const path = await service.storeImage(app.db, app.storage, user.id, type, image)
      return ok({ title: imageUrl(path, request.ctx)!, type })
    },
  )
}
