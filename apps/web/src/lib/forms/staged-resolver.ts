import type { FieldErrors, FieldPath, FieldValues, Resolver } from 'react-hook-form'

/** A message per field that has a problem (a translation key, or the contract's words); null or absent when fine. */
export type FieldMessages<T extends FieldValues> = Partial<Record<FieldPath<T>, string | null>>

/** The messages as react-hook-form's errors (the storefront's forms are flat: a field's name is its path). */
export function toFieldErrors<T extends FieldValues>(messages: FieldMessages<T>, type = 'spec'): FieldErrors<T> {
  const errors: Record<string, { type: string; message: string }> = {}
  for (const [name, message] of Object.entries(messages) as [string, string | null | undefined][])
    if (message) errors[name] = { type, message }
  return errors as FieldErrors<T>
}

/**
 * A form's rules in two stages. First the spec's rules (plain functions, in the page's own JavaScript), which give the
 * messages of nearly every refused submit at once. Values that pass them are then held to the contract's zod schema,
 * whose resolver (zod, the contracts, `@hookform/resolvers`) is imported on demand the first time: it stays out of the
 * route's first-load JavaScript (issue 14 item 9).
 *
 * `rules` is read on every validation, so it may close over the component's latest state.
 */
export function stagedResolver<T extends FieldValues>(
  rules: (values: T) => FieldMessages<T>,
  contract: () => Promise<Resolver<T>>,
): Resolver<T> {
  return async (values, context, options) => {
    const errors = toFieldErrors(rules(values))
    if (Object.keys(errors).length) return { values: {}, errors }
    let resolve: Resolver<T>
    try {
      resolve = await contract()
    } catch {
      // The contract's module did not load (the connection dropped meanwhile): the API holds the body to the same
      // contract and answers its issues, so the submit goes on rather than failing silently here.
      return { values, errors: {} }
    }
    return resolve(values, context, options)
  }
}
