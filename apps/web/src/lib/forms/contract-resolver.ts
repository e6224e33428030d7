import { zodResolver } from '@hookform/resolvers/zod'
import type { FieldPath, FieldValues, Resolver } from 'react-hook-form'
import { z } from 'zod'

// Imported on demand only (through stagedResolver's `contract`): it brings zod and the resolver with it.

/**
 * A resolver that holds a form's values to a contract schema: `toBody` makes the request body of them as the form
 * sends it, and each of the contract's issues is put under the form field `fieldOf` names for its path (issues about
 * no field of the form are left to the API). `message` may put the spec's words on an issue.
 */
export function contractResolver<T extends FieldValues>({
  contract,
  toBody = (values) => values,
  fieldOf = (path) => (typeof path[0] === 'string' ? (path[0] as FieldPath<T>) : null),
  message = (issue) => issue.message,
}: {
  contract: z.ZodType
  toBody?: (values: T) => unknown
  fieldOf?: (path: readonly PropertyKey[]) => FieldPath<T> | null
  message?: (issue: z.core.$ZodIssue) => string
}): Resolver<T> {
  const schema = z.custom<T>().superRefine((values, ctx) => {
    const parsed = contract.safeParse(toBody(values))
    if (parsed.success) return
    for (const issue of parsed.error.issues) {
      const field = fieldOf(issue.path)
      if (field) ctx.addIssue({ code: 'custom', path: [field], message: message(issue) })
    }
  })
  // raw: the form's own values go on to the submit handler (the body is made there, as before).
  return zodResolver(schema, undefined, { raw: true })
}
