import type { AnnouncementItem, Announcements, AnnouncementType, NewAnnouncement } from '@mekong/contracts';
import { and, asc, desc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { announcements } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors.ts';

type Row = typeof announcements.$inferSelect;

export const toItem = (r: Row): AnnouncementItem => ({
  id: r.id,
  type: r.type,
  title: r.title,
  content: r.content,
  imageUrl: r.imageUrl,
  linkUrl: r.linkUrl,
  timestamp: r.startsAt.getTime(),
  endTime: r.endsAt?.getTime() ?? null,
});

/**
 * The merchant's live announcements of these types in one language: active, started, not yet
 * ended. A language with none at all reads the English ones rather than nothing.
 */
export async function liveAnnouncements(
  db: Db,
  merchantId: number,
  language: string,
  types: AnnouncementType[],
  now = new Date(),
): Promise<Row[]> {
  if (types.length === 0) return [];
  const rows = await db
    .select()
    .from(announcements)
    .where(
      and(
        eq(announcements.merchantId, merchantId),
        inArray(announcements.language, language === 'EN' ? ['EN'] : [language, 'EN']),
        inArray(announcements.type, types),
        eq(announcements.status, 'ACTIVE'),
        lte(announcements.startsAt, now),
        or(isNull(announcements.endsAt), gt(announcements.endsAt, now)),
      ),
    )
    .orderBy(asc(announcements.sort), desc(announcements.startsAt), desc(announcements.id))
    .limit(500);
  const own = rows.filter((r) => r.language === language);
  return own.length > 0 || language === 'EN' ? own : rows;
}

/** The relay's answer: each list holds only the types the caller asked for. */
export function groupAnnouncements(rows: Row[]): Announcements {
  const of = (type: AnnouncementType) => rows.filter((r) => r.type === type).map(toItem);
  return { banners: of('B'), player: of('PL'), popup: of('PU'), promotion: of('PR'), headline: of('H') };
}

export async function createAnnouncement(db: Db, merchantId: number, a: NewAnnouncement) {
  const [row] = await db
    .insert(announcements)
    .values({ ...a, merchantId })
    .returning();
  return row as Row;
}

export async function updateAnnouncement(db: Db, merchantId: number, id: number, a: NewAnnouncement) {
  const [row] = await db
    .update(announcements)
    .set({ ...a, updatedAt: new Date() })
    .where(and(eq(announcements.id, id), eq(announcements.merchantId, merchantId)))
    .returning();
  if (!row) throw new AppError('announcement.not.found', 'No such announcement');
  return row;
}

export async function archiveAnnouncement(db: Db, merchantId: number, id: number) {
  const [row] = await db
    .update(announcements)
    .set({ status: 'ARCHIVED', updatedAt: new Date() })
    .where(and(eq(announcements.id, id), eq(announcements.merchantId, merchantId)))
    .returning();
  if (!row) throw new AppError('announcement.not.found', 'No such announcement');
  return row;
}

export const operatorView = (r: Row) => ({
  ...toItem(r),
  language: r.language,
  status: r.status,
  startsAt: r.startsAt.toISOString(),
  endsAt: r.endsAt?.toISOString() ?? null,
  sort: r.sort,
});
