import { customType, integer, text, timestamp, uniqueIndex, type PgColumn } from 'drizzle-orm/pg-core'

/** A PostgreSQL `tsvector` column; written with `to_tsvector('simple', ...)` by the search indexer. */
export const tsvector = customType<{ data: string }>({
  dataType() {
    return 'tsvector'
  },
})

export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow()
export const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow()

/** Columns every `*_translations` table shares: one row per (owner, locale). */
export const translationColumns = (ownerColumn: string, references: () => PgColumn) => ({
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  ownerId: integer(ownerColumn).notNull().references(references, { onDelete: 'cascade' }),
  locale: text('locale').notNull(),
})

export const translationUnique = (name: string) => (t: { ownerId: PgColumn; locale: PgColumn }) => [
  uniqueIndex(name).on(t.ownerId, t.locale),
]
