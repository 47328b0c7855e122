import { eq } from 'drizzle-orm';
import type { Db } from '../platform/db/index.ts';
import { announcements, helpArticles, helpCategories, memberMessages } from '../platform/db/schema.ts';
import { HELP } from './content-help.ts';
import { BANNERS, type DemoNotice, OTHER_NOTICES, PLAYER_NOTICES } from './content-notices.ts';

const DAY = 86_400_000;
const LANGUAGES = ['KM', 'EN', 'CN'] as const;

/** One row per language, so each can be scheduled or archived on its own as operators do. */
const rowsOf = (merchantId: number, n: DemoNotice, sort: number, now: Date) =>
  LANGUAGES.map((language) => ({
    merchantId,
    type: n.type,
    language,
    title: n[language][0],
    content: n[language][1],
    imageUrl: n.image ?? null,
    linkUrl: n.link ?? null,
    startsAt: new Date(now.getTime() - n.daysAgo * DAY),
    endsAt: n.endsIn ? new Date(now.getTime() + n.endsIn * DAY) : null,
    sort,
  }));

/**
 * The demo's announcements (banners, nine player notices so the notice list has two pages, a
 * promotion notice, the home popup, two agent notices), help centre and a welcome message.
 * Runs once per merchant: a merchant that has any announcement is left alone.
 */
export async function seedContent(db: Db, merchantId: number, now = new Date()) {
  const [any] = await db
    .select({ id: announcements.id })
    .from(announcements)
    .where(eq(announcements.merchantId, merchantId))
    .limit(1);
  if (any) return;
  const notices = [
    ...BANNERS.map((b, i) => ({ n: b, sort: i })),
    ...[...PLAYER_NOTICES, ...OTHER_NOTICES].map((n) => ({ n, sort: 0 })),
  ];
  await db.insert(announcements).values(notices.flatMap(({ n, sort }) => rowsOf(merchantId, n, sort, now)));
  for (const [i, c] of HELP.entries()) {
    const [cat] = await db
      .insert(helpCategories)
      .values({ merchantId, code: c.code, titles: c.title, sort: i })
      .returning({ id: helpCategories.id });
    const categoryId = (cat as { id: number }).id;
    await db
      .insert(helpArticles)
      .values(c.articles.map((a, j) => ({ categoryId, titles: a.title, bodies: a.body, sort: j })));
  }
  await db.insert(memberMessages).values({
    merchantId,
    memberId: null,
    title: 'សូមស្វាគមន៍ · Welcome · 欢迎',
    content:
      'សូមស្វាគមន៍មកកាន់វេទិការបស់យើង! សូមលេងដោយទំនួលខុសត្រូវ។\n\nWelcome to our platform! Please play responsibly.\n\n欢迎来到我们的平台！请理性娱乐。',
  });
}
