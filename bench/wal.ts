/**
 * Write-ahead log written per call during a measured run. Under load a money call's commit waits
 * for its WAL to reach the disk (the waits seen in pg_stat_activity are WALWrite and WALSync), so
 * the bytes and full-page images a call writes set how many calls one flush can carry.
 * The figures are the whole server's: they are read on a machine with nothing else writing.
 */
import pg from 'pg';

export type WalPerCall = { bytes: number; records: number; fullPageImages: number };

type WalReading = { lsn: string; records: string; fpi: string };

const READ = `select pg_current_wal_lsn()::text as lsn, wal_records::text as records, wal_fpi::text as fpi
  from pg_stat_wal`;

/** Starts counting now; `stop(calls)` answers the WAL written per call since. */
export async function walMeter(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const start = (await client.query<WalReading>(READ)).rows[0] as WalReading;
  return {
    async stop(calls: number): Promise<WalPerCall | undefined> {
      try {
        if (calls <= 0) return undefined;
        const end = (await client.query<WalReading>(READ)).rows[0] as WalReading;
        const bytes = await client.query<{ bytes: string }>(
          'select pg_wal_lsn_diff($1::pg_lsn, $2::pg_lsn)::text as bytes',
          [end.lsn, start.lsn],
        );
        const perCall = (n: number) => Math.round((n / calls) * 100) / 100;
        return {
          bytes: Math.round(Number(bytes.rows[0]?.bytes) / calls),
          records: perCall(Number(end.records) - Number(start.records)),
          fullPageImages: perCall(Number(end.fpi) - Number(start.fpi)),
        };
      } finally {
        await client.end();
      }
    },
  };
}

export const walText = (w: WalPerCall | undefined) =>
  w ? `${w.bytes} bytes, ${w.records} records, ${w.fullPageImages} full-page images` : 'not measured';
