import { boolean, date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { createdAt, updatedAt } from './common.ts'

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    firstname: text('firstname'),
    lastname: text('lastname'),
    email: text('email').unique(),
    phone: text('phone').unique(),
    birthday: date('birthday', { mode: 'string' }),
    gender: text('gender'),
    img: text('img'),
    /** argon2id hash; null for accounts that only sign in with a provider. */
    passwordHash: text('password_hash'),
    role: text('role', { enum: ['user', 'seller', 'moderator', 'deliveryman', 'admin'] })
      .notNull()
      .default('user'),
    active: boolean('active').notNull().default(true),
    myReferral: text('my_referral').unique(),
    emailVerifiedAt: text('email_verified_at'),
    phoneVerifiedAt: text('phone_verified_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('users_role').on(t.role)],
)
