import type { AnnouncementListQuery } from '@mekong/contracts';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { announcements } from '../../platform/db/schema.ts';
import { operatorView } from './announcements.ts';

/**
 * The back office's announcements, a page at a time: one type (or all), live, archived or all,
 * sorted by one column; beside the page, how many of each type are live, for the type tabs.
 */
export async function listAnnouncements(db: Db, merchantId: number, query: AnnouncementListQuery) {
  const where = and(
    eq(announcements.merchantId, merchantId),
    query.type ? eq(announcements.type, query.type) : undefined,
    query.show === 'ALL' ? undefined : eq(announcements.status, query.show),
  );
  const column = {
    createdAt: announcements.createdAt,
    startsAt: announcements.startsAt,
    sort: announcements.sort,
    title: announcements.title,
  }[query.sort];
  const direction = query.order === 'asc' ? asc : desc;
  const [rows, [counted], live] = await Promise.all([
    db
      .select()
      .from(announcements)
      .where(where)
      .orderBy(direction(column), direction(announcements.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ n: sql<number>`count(*)::int` }).from(announcements).where(where),
    db
      .select({ type: announcements.type, n: sql<number>`count(*)::int` })
      .from(announcements)
      .where(and(eq(announcements.merchantId, merchantId), eq(announcements.status, 'ACTIVE')))
      .groupBy(announcements.type),
  ]);
  return {
    total: counted?.n ?? 0,
    list: rows.map(operatorView),
    active: Object.fromEntries(live.map((r) => [r.type, r.n])),
  };
}
