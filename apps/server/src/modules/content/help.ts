import type { HelpCenter } from '@mekong/contracts';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { helpArticles, helpCategories } from '../../platform/db/schema.ts';
import { pick } from './language.ts';

/** The merchant's help centre in one language, categories and articles in their order. */
export async function helpCenter(db: Db, merchantId: number, language: string): Promise<HelpCenter> {
  const categories = await db
    .select()
    .from(helpCategories)
    .where(eq(helpCategories.merchantId, merchantId))
    .orderBy(asc(helpCategories.sort), asc(helpCategories.id));
  if (categories.length === 0) return { categories: [] };
  const articles = await db
    .select()
    .from(helpArticles)
    .where(
      inArray(
        helpArticles.categoryId,
        categories.map((c) => c.id),
      ),
    )
    .orderBy(asc(helpArticles.sort), asc(helpArticles.id));
  return {
    categories: categories.map((c) => ({
      code: c.code,
      title: pick(c.titles, language),
      articles: articles
        .filter((a) => a.categoryId === c.id)
        .map((a) => ({ id: a.id, title: pick(a.titles, language), content: pick(a.bodies, language) })),
    })),
  };
}
