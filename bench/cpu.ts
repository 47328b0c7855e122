/**
 * CPU time spent per call by each side of a measured run: the portal's process, the database
 * backends serving the benchmark's database, and the load generator itself. On a machine shared
 * with other work, throughput and latency move with the neighbours' load, while the CPU a call
 * costs barely does, so these figures compare runs taken on different days or under different load.
 * Read from Linux's /proc; elsewhere the meter answers nothing.
 */
import fs from 'node:fs';

/** Clock ticks per second of /proc's utime and stime (USER_HZ, 100 on Linux's usual builds). */
const TICKS_PER_SECOND = 100;

function ticksOf(pid: number): number {
  try {
    // Fields after the command (which sits in parentheses and may hold spaces): utime is the
    // 14th field of the line and stime the 15th, so the 12th and 13th after the ')'.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/** A backend's title: "postgres: [cluster: ]user database host(port) state". */
const BACKEND = /^postgres: (?:\S+: )?\S+ (\S+) /;

/** The database's backend processes, found by the database their title names. */
function backendsOf(database: string): number[] {
  const pids: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const title = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (BACKEND.exec(title)?.[1] === database) pids.push(Number(entry));
    } catch {
      // the process ended while we looked
    }
  }
  return pids;
}

export type CpuMsPerCall = { server: number; database: number; client: number };

/** Starts counting now; `stop(calls)` answers each side's CPU milliseconds per call since. */
export function cpuMeter(serverPid: number | undefined, database: string | undefined) {
  if (!serverPid || !database || !fs.existsSync('/proc/self/stat')) return { stop: (_calls: number) => undefined };
  const backends = new Map(backendsOf(database).map((pid) => [pid, ticksOf(pid)]));
  const server = ticksOf(serverPid);
  const client = process.cpuUsage();
  return {
    stop(calls: number): CpuMsPerCall | undefined {
      if (calls <= 0) return undefined;
      // Backends that opened during the run started from zero.
      let databaseTicks = 0;
      for (const pid of backendsOf(database)) databaseTicks += ticksOf(pid) - (backends.get(pid) ?? 0);
      const used = process.cpuUsage(client);
      const perCall = (ms: number) => Math.round((ms / calls) * 1000) / 1000;
      return {
        server: perCall(((ticksOf(serverPid) - server) * 1000) / TICKS_PER_SECOND),
        database: perCall((databaseTicks * 1000) / TICKS_PER_SECOND),
        client: perCall((used.user + used.system) / 1000),
      };
    },
  };
}

/** The database's name in a postgres:// address. */
export const databaseName = (url: string) => new URL(url).pathname.slice(1);
