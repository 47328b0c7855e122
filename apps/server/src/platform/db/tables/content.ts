import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './accounts.ts';
import { merchants } from './merchants.ts';

/** One announcement in one language; live between starts_at and ends_at (open-ended when null). */
export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['B', 'PL', 'PU', 'PR', 'H', 'AGENT'] }).notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    imageUrl: text('image_url'),
    linkUrl: text('link_url'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    sort: integer('sort').notNull().default(0),
    /** Archived announcements are kept for the record and never shown. */
    status: text('status', { enum: ['ACTIVE', 'ARCHIVED'] })
      .notNull()
      .default('ACTIVE'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('announcements_live').on(t.merchantId, t.language, t.type, t.startsAt)],
);

/** Platform information (messageV2): to one member, or to all of a merchant's when member_id is null. */
export const memberMessages = pgTable(
  'member_messages',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    operatorId: integer('operator_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('member_messages_to').on(t.merchantId, t.memberId, t.createdAt)],
);

/** A row per message a member has read: a broadcast is read by each member on their own. */
export const memberMessageReads = pgTable(
  'member_message_reads',
  {
    messageId: integer('message_id')
      .notNull()
      .references(() => memberMessages.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.memberId] })],
);

/** The help centre: categories and their articles, titles and bodies per language ({KM, EN, CN}). */
export const helpCategories = pgTable(
  'help_categories',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    titles: jsonb('titles').$type<Record<string, string>>().notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('help_categories_merchant').on(t.merchantId, t.sort)],
);

export const helpArticles = pgTable('help_articles', {
  id: serial('id').primaryKey(),
  categoryId: integer('category_id')
    .notNull()
    .references(() => helpCategories.id, { onDelete: 'cascade' }),
  titles: jsonb('titles').$type<Record<string, string>>().notNull(),
  bodies: jsonb('bodies').$type<Record<string, string>>().notNull(),
  sort: integer('sort').notNull().default(0),
});

/** A member's feedback: the text exactly as typed (shown as text) and the stored image names. */
export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    status: text('status', { enum: ['OPEN', 'REPLIED'] })
      .notNull()
      .default('OPEN'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('feedback_member').on(t.memberId, t.createdAt), index('feedback_status').on(t.merchantId, t.status)],
);

export const feedbackReplies = pgTable('feedback_replies', {
  id: serial('id').primaryKey(),
  feedbackId: integer('feedback_id')
    .notNull()
    .references(() => feedback.id, { onDelete: 'cascade' }),
  operatorId: integer('operator_id').notNull(),
  content: text('content').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Per-merchant content rules; a merchant without a row uses the defaults (5 to 500 words). */
export const contentSettings = pgTable('content_settings', {
  merchantId: integer('merchant_id')
    .primaryKey()
    .references(() => merchants.id, { onDelete: 'cascade' }),
  feedbackMinWords: integer('feedback_min_words').notNull().default(5),
  feedbackMaxWords: integer('feedback_max_words').notNull().default(500),
});
