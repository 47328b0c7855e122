import { CONTENT_LANGUAGES } from '@mekong/contracts';
import type { FastifyRequest } from 'fastify';

type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

/**
 * The language content is served in: the query's, else the Language header, else the
 * merchant's default. A code we hold no content for reads English (as the web's texts do).
 */
export function contentLanguage(request: FastifyRequest, fromQuery?: string): ContentLanguage {
  const header = request.headers.language;
  const asked = (fromQuery ?? (typeof header === 'string' ? header : request.merchant.defaultLanguage)).toUpperCase();
  return (CONTENT_LANGUAGES as readonly string[]).includes(asked) ? (asked as ContentLanguage) : 'EN';
}

/** A text from a {KM, EN, CN, ...} map in the wanted language, else English, else any. */
export const pick = (texts: Record<string, string>, language: string) =>
  texts[language] ?? texts.EN ?? Object.values(texts)[0] ?? '';
