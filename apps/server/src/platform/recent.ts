import { type Db, perDatabase } from './db/index.ts';

/**
 * Answers read in the last `ms` milliseconds, per database, for hot-path lookups whose answer
 * changes only when an operator changes a setting: this process forgets a key at once when told
 * (`forget`); other processes see the change within `ms`, as with merchant resolution.
 */
export function recentAnswers<V>(ms: number) {
  const byDb = perDatabase(() => new Map<string, { value: V; at: number }>());
  return {
    async get(db: Db, key: string, read: () => Promise<V>): Promise<V> {
      const cache = byDb(db);
      const hit = cache.get(key);
      if (hit && Date.now() - hit.at < ms) return hit.value;
      const value = await read();
      cache.set(key, { value, at: Date.now() });
      return value;
    },
    forget: (db: Db, key: string) => void byDb(db).delete(key),
  };
}
