import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The database's functions (money kernel, triggers) live once each, in `apps/server/sql/functions`,
 * one file a function named after it. They are not numbered migrations: after the migrations,
 * every file whose text changed since it was last applied is run again (its `create or replace`),
 * and its hash is kept in `sql_functions`. So the live definition of a function is always its
 * file, a change to it is an ordinary diff, and a database of any age ends up with the same code.
 * A function whose arguments or result change must `drop function if exists` its old signature
 * first, in the same file, as `create or replace` cannot change either.
 */
export const FUNCTIONS_FOLDER = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../../sql/functions');

export type SqlFunctionFile = { name: string; text: string; hash: string };

/** The files in name order (a function's body is checked when it runs, so order is free). */
export function sqlFunctionFiles(folder = FUNCTIONS_FOLDER): SqlFunctionFile[] {
  return fs
    .readdirSync(folder)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((f) => {
      const text = fs.readFileSync(path.join(folder, f), 'utf8');
      return { name: f.slice(0, -4), text, hash: createHash('sha256').update(text).digest('hex') };
    });
}

/** What applying needs from a connection: a query with parameters, and a script of several statements. */
export type FunctionRunner = {
  query: <T>(text: string, values?: unknown[]) => Promise<T[]>;
  script: (text: string) => Promise<void>;
};

/**
 * Runs each changed file and records its hash, each in a transaction of its own. The caller holds
 * the migration lock, so two processes starting at once do not apply the same file together.
 * Answers the names applied.
 */
export async function applySqlFunctions(run: FunctionRunner, files = sqlFunctionFiles()): Promise<string[]> {
  await run.script(`create table if not exists sql_functions (
    name text primary key,
    hash text not null,
    applied_at timestamptz not null default now()
  )`);
  const known = new Map(
    (await run.query<{ name: string; hash: string }>('select name, hash from sql_functions')).map((r) => [
      r.name,
      r.hash,
    ]),
  );
  const applied: string[] = [];
  for (const file of files) {
    if (known.get(file.name) === file.hash) continue;
    try {
      await run.script(`begin;\n${file.text}\n;commit;`);
    } catch (err) {
      await run.script('rollback').catch(() => {});
      throw new Error(`sql/functions/${file.name}.sql: ${(err as Error).message}`, { cause: err });
    }
    await run.query(
      `insert into sql_functions (name, hash) values ($1, $2)
         on conflict (name) do update set hash = excluded.hash, applied_at = now()`,
      [file.name, file.hash],
    );
    applied.push(file.name);
  }
  return applied;
}
