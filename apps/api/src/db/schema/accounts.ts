// Accounts: sessions, one-time codes, social identities, addresses, push tokens, notification settings and the
// per-user notification feed, uploads and referrals. Users themselves live in users.ts.
import { sql } from 'drizzle-orm'
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { createdAt, updatedAt } from './common.ts'
import { orders } from './orders.ts'
import { users } from './users.ts'

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })
const userRef = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' })

/** Opaque bearer tokens: only the SHA-256 of the token is kept, so a database leak yields no usable session. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: userRef(),
    tokenHash: text('token_hash').notNull().unique(),
    /** `password_reset` sessions may set a new password without the old one for a short while. */
    purpose: text('purpose', { enum: ['login', 'password_reset'] })
      .notNull()
      .default('login'),
    createdAt: createdAt(),
    expiresAt: moment('expires_at').notNull(),
    revokedAt: moment('revoked_at'),
  },
  (t) => [index('auth_tokens_user').on(t.userId)],
)

/**
 * One-time codes sent by mail or SMS for sign-up, password reset and a change of e-mail or phone; the code itself is
 * stored hashed. A change code belongs to the signed-in account that asked for it (`user_id`).
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    purpose: text('purpose', { enum: ['register', 'password_reset', 'email_change', 'phone_change'] }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: ['email', 'phone'] }).notNull(),
    /** The normalised e-mail address or phone number the code was sent to. */
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    /** Handed to the client for the phone flows (`verifyId`). */
    verifyId: uuid('verify_id').notNull().unique().defaultRandom(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: moment('expires_at').notNull(),
    verifiedAt: moment('verified_at'),
    consumedAt: moment('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('verification_codes_target').on(t.channel, t.target, t.purpose),
    index('verification_codes_code').on(t.codeHash),
  ],
)

/** A provider identity (Google, Facebook, Apple `sub`) linked to a user. */
export const socialAccounts = pgTable(
  'social_accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: userRef(),
    provider: text('provider', { enum: ['google', 'facebook', 'apple'] }).notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('social_accounts_provider_subject').on(t.provider, t.subject),
    index('social_accounts_user').on(t.userId),
  ],
)

export const userAddresses = pgTable(
  'user_addresses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: userRef(),
    title: text('title'),
    active: boolean('active').notNull().default(false),
    address: text('address'),
    floor: text('floor'),
    house: text('house'),
    entrance: text('entrance'),
    comment: text('comment'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('user_addresses_user').on(t.userId),
    // At most one active address per user, whatever the interleaving of requests.
    uniqueIndex('user_addresses_one_active')
      .on(t.userId)
      .where(sql`${t.active}`),
  ],
)

/** Firebase/device push tokens of a user (one user may have several devices). */
export const userPushTokens = pgTable(
  'user_push_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: userRef(),
    token: text('token').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('user_push_tokens_user').on(t.userId)],
)

/** The kinds of notification a user can switch on or off. */
export const notificationTypes = pgTable('notification_types', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  type: text('type').notNull().unique(),
  createdAt: createdAt(),
})

export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: userRef(),
    notificationId: integer('notification_id')
      .notNull()
      .references(() => notificationTypes.id, { onDelete: 'cascade' }),
    active: boolean('active').notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.notificationId] })],
)

/** The notifications a user received (order status, news, referrals...); unread while `read_at` is null. */
export const pushNotifications = pgTable(
  'push_notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: userRef(),
    type: text('type').notNull(),
    title: text('title'),
    body: text('body'),
    data: jsonb('data').$type<Record<string, unknown>>(),
    readAt: moment('read_at'),
    createdAt: createdAt(),
  },
  (t) => [index('push_notifications_user_read').on(t.userId, t.readAt)],
)

/** Every image a user uploaded: lets a profile update accept only the user's own files. */
export const uploads = pgTable(
  'uploads',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: userRef(),
    /** Relative to the storage's images folder, e.g. `users/3f2c....webp`. */
    path: text('path').notNull().unique(),
    type: text('type').notNull(),
    size: integer('size').notNull(),
    width: integer('width'),
    height: integer('height'),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_user').on(t.userId)],
)

/** Who invited whom (the `referral` code given at sign-up). */
export const userReferrals = pgTable(
  'user_referrals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    referrerId: integer('referrer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    referredId: integer('referred_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /**
     * Set once, when the new user's first order was delivered and both wallets were rewarded: a conditional update
     * of this column is what makes the reward happen once.
     */
    rewardedAt: moment('rewarded_at'),
    /** The delivered order that earned the reward. */
    rewardOrderId: integer('reward_order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** The rewards paid, in minor units of the default currency: to the referrer and to the new user. */
    referrerReward: integer('referrer_reward'),
    referredReward: integer('referred_reward'),
  },
  (t) => [index('user_referrals_referrer').on(t.referrerId)],
)
