// The wire shape of translated rows (the rows themselves are loaded by db/sql.ts).

/** The wire shape of a translation: `{id, locale, ...fields}` with the owner column left out. */
export function presentTranslation<R extends { id: number; locale: string; ownerId: number }>(
  row: R | undefined,
): Omit<R, 'ownerId'> | null {
  if (!row) return null
  const { ownerId: _owner, ...rest } = row
  return rest
}
