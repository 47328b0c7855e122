import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { members } from './accounts.ts';

/**
 * The agent hierarchy as a closure table (decision 0008): one row for every member and each of
 * its uplines, however far up, with the distance between them. "Everyone under X" is a range
 * scan of member_tree_ancestor and "the chain above Y" one of the primary key, whatever the depth.
 * Rows are written by the database itself (trigger member_tree_link, sql/functions/member_tree_link.sql) whenever a
 * member is inserted with an upline or its upline changes, so no code path can forget them.
 * A member with no upline has no rows; nobody is their own ancestor (depth > 0).
 */
export const memberTree = pgTable(
  'member_tree',
  {
    ancestorId: integer('ancestor_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    descendantId: integer('descendant_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** 1 for a direct downline, 2 for a downline's downline, ... */
    depth: integer('depth').notNull(),
  },
  (t) => [
    primaryKey({ name: 'member_tree_pk', columns: [t.descendantId, t.ancestorId] }),
    index('member_tree_ancestor').on(t.ancestorId, t.depth, t.descendantId),
    check('member_tree_depth_positive', sql`${t.depth} > 0`),
  ],
);
