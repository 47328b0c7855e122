import pg from 'pg';

/**
 * A new database on the PostgreSQL server of `serverUrl`, named after the test server's port:
 * whatever a run on that port left behind (a run that was killed cannot drop its own) is dropped
 * first, so nothing it wrote can change what the tests see. With no URL, the empty URL that
 * selects PGlite.
 */
export async function freshDatabase(
  serverUrl: string | undefined,
  port: number,
): Promise<{ url: string; drop: () => Promise<void> }> {
  if (!serverUrl) return { url: '', drop: async () => {} };
  const name = `mekong_e2e_${Math.trunc(port)}`;
  const admin = new URL(serverUrl);
  const onServer = async (statement: string) => {
    const client = new pg.Client({ connectionString: admin.href });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await onServer(`drop database if exists ${name} with (force)`);
  await onServer(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.href, drop: () => onServer(`drop database if exists ${name} with (force)`) };
}
