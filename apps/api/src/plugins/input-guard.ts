// Control characters never reach a handler (security probe D6: a NUL byte in any text made PostgreSQL fail, and the
// request answered 500). Every route's path parameters, query and JSON body are checked before their schemas run:
// NUL and the other C0 characters (and DEL) are refused with a 400 naming the field. Tab and line breaks pass here,
// because notes and comments may hold them; the contracts' one-line schemas (`lineSchema`) refuse them where a
// field is a single line.
import { CONTROL_CHARACTERS_MESSAGE, findControlCharacter } from '@basil/contracts'
import fp from 'fastify-plugin'
import { badRequest } from '../lib/errors.ts'

/** Refuses control characters in any request's params, query and body (400, through the error handler). */
export const inputGuardPlugin = fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      // The router's parameters object is not a plain one: copy it so that it is read like the query and the body.
      for (const part of [{ ...(request.params as object) }, request.query, request.body]) {
        const field = findControlCharacter(part)
        if (field === undefined) continue
        const message = `The ${field} field ${CONTROL_CHARACTERS_MESSAGE}`
        throw badRequest(message, { [field]: [message] })
      }
    })
  },
  { name: 'basil-input-guard', dependencies: ['basil-errors'] },
)
