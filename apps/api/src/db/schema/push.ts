// Web Push (issue 18): the browsers' push subscriptions of each user, the messages waiting to be pushed (an outbox
// written in the transaction of the change it reports, sent after it commits), and this marketplace's VAPID key pair.
import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { createdAt } from './common.ts'
import { users } from './users.ts'

/** One browser's subscription (RFC 8030 endpoint, with the keys its messages are encrypted to, RFC 8291). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    /** The browser's P-256 public key, uncompressed, base64url. */
    p256dh: text('p256dh').notNull(),
    /** The 16-byte authentication secret, base64url. */
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('push_subscriptions_user').on(t.userId)],
)

/**
 * A message to push to every subscription of a user. Written only for users with a subscription, in the transaction
 * of the change; a dispatcher claims rows for a while, sends, and deletes them (a crash mid-way sends again later).
 */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body'),
    /** The storefront path a click opens (`/orders/12`). */
    url: text('url').notNull(),
    /** Messages with one topic replace each other on the device (the latest status of one order). */
    topic: text('topic'),
    attempts: integer('attempts').notNull().default(0),
    /** Claimed by a dispatcher until then; free again afterwards (it stopped, or the send is to be retried). */
    claimedUntil: timestamp('claimed_until', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('push_outbox_claimed').on(t.claimedUntil)],
)

/** Secrets the API makes for itself on first start and shares between instances (the VAPID key pair). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
})
