import { boolean, doublePrecision, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, updatedAt } from './common.ts'

export const languages = pgTable('languages', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  locale: text('locale').notNull().unique(),
  title: text('title').notNull(),
  img: text('img'),
  backward: boolean('backward').notNull().default(false),
  isDefault: boolean('default').notNull().default(false),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
})

export const currencies = pgTable('currencies', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  title: text('title').notNull(),
  symbol: text('symbol').notNull().default('$'),
  /** How many units of this currency one unit of the default currency buys. */
  rate: doublePrecision('rate').notNull().default(1),
  position: text('position', { enum: ['before', 'after'] })
    .notNull()
    .default('before'),
  isDefault: boolean('default').notNull().default(false),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
})

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value'),
  updatedAt: updatedAt(),
})

/** UI translation strings served flat by `rest/translations/paginate`. */
export const uiTranslations = pgTable(
  'ui_translations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    locale: text('locale').notNull(),
    group: text('group').notNull().default('web'),
    key: text('key').notNull(),
    value: text('value').notNull(),
  },
  (t) => [uniqueIndex('ui_translations_locale_key').on(t.locale, t.key)],
)
