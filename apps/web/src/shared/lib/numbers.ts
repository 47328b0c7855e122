import { LANGUAGE_TAG } from '@mekong/contracts';
import { currentLanguage } from '../i18n/i18n.ts';

/** One formatter per language tag: building an Intl.NumberFormat costs far more than using one. */
const counters = new Map<string, Intl.NumberFormat>();

/** A count in the language's digits and grouping ("1,440"); the site's language unless `tag` is given. */
export function formatCount(value: number, tag: string = LANGUAGE_TAG[currentLanguage()]): string {
  let counter = counters.get(tag);
  if (!counter) {
    counter = new Intl.NumberFormat(tag);
    counters.set(tag, counter);
  }
  return counter.format(value);
}
