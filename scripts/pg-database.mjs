// Creates or drops a database on the PostgreSQL server at 127.0.0.1:5432 (trust auth), for a CI
// run that wants a schema of its own: `node scripts/pg-database.mjs create|drop NAME`.
import pg from 'pg';

const [action, name] = process.argv.slice(2);
if (!/^[a-z0-9_]+$/.test(name ?? '') || !['create', 'drop'].includes(action ?? '')) {
  console.error('usage: pg-database.mjs create|drop name');
  process.exit(2);
}
const client = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
await client.connect();
try {
  await client.query(action === 'create' ? `create database ${name}` : `drop database if exists ${name} with (force)`);
} finally {
  await client.end();
}
