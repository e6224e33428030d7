import { z } from 'zod'
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from './common.ts'

/** Longest search term accepted, after trimming. */
export const SEARCH_TERM_MAX_LENGTH = 100

/**
 * The `search` parameter of search endpoints: trimmed, then required to be non-blank (a blank term is a client
 * mistake, answered with a 400 naming `search`) and at most SEARCH_TERM_MAX_LENGTH characters.
 */
export const searchTermSchema = z
  .string({ message: 'is required' })
  .trim()
  .min(1, 'is required')
  .max(SEARCH_TERM_MAX_LENGTH, `must not be longer than ${SEARCH_TERM_MAX_LENGTH} characters`)
  .refine((v) => !hasControlCharacters(v), CONTROL_CHARACTERS_MESSAGE)
  .describe(
    'Words searched in every language of the titles. Matches exactly, by prefix (last word), or with typos ' +
      '(one from 5 letters, two from 9); exact and prefix matches come first',
  )
