/**
 * Lighthouse (from npm) on the main routes, in Debian's Chromium through chrome-launcher, with
 * Lighthouse's default mobile settings (a mid-range phone on a slow 4G link, simulated): the
 * performance score and the layout shift, the targets being at least 95 and at most 0.05.
 * Each route runs RUNS times (BENCH_LIGHTHOUSE_RUNS) and the median run is reported, with every
 * run's score beside it: one run moves by several points with the machine's other work, and
 * Lighthouse's own guidance on variability is the median of five.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const LIGHTHOUSE_ROUTES = ['/index', '/elott', '/rng'];
export const TARGET = { performance: 95, cls: 0.05 } as const;
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);

export type LighthouseResult = {
  scenario: string;
  route: string;
  /** The median run's score (and its other figures); `scores` holds every run's, in the order they ran. */
  performance: number;
  scores?: (number | null)[];
  /** Runs Lighthouse could not measure (their score is null), with its reason. */
  errors?: string[];
  /** The largest layout shift of all runs. */
  cls: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  speedIndexMs: number;
  /** Lighthouse's own failure for the run (for example NO_FCP), when it could not measure the page. */
  error?: string;
  /** What to look at next: the LCP element, and the opportunities Lighthouse saw (ms or KB it would save). */
  lcpElement?: string;
  opportunities?: { id: string; savingsMs: number; items: string[] }[];
  /** Where the main thread's time went (what the blocking time is made of): by kind, and by script. */
  mainThreadMs?: Record<string, number>;
  scriptsMs?: { url: string; ms: number }[];
  /**
   * Lighthouse's measure of the host's CPU (environment.benchmarkIndex; higher is faster). Its 4x
   * slowdown assumes a fast desktop; on a slower host every main-thread figure grows with it, so
   * scores from two machines compare only beside their indexes.
   */
  benchmarkIndex?: number;
};

type Details = { type?: string; items?: Record<string, unknown>[] };

/** The LCP element's selector and markup, as Lighthouse reports it (13.x: in its LCP breakdown insight). */
function lcpElementOf(audits: Record<string, { details?: unknown }>): string | undefined {
  const details = audits['lcp-breakdown-insight']?.details as Details | undefined;
  const node = details?.items?.find((i) => i.type === 'node') as { selector?: string; snippet?: string } | undefined;
  return node ? `${node.selector ?? ''} ${node.snippet ?? ''}`.trim() : undefined;
}

/** Main-thread time by kind (script evaluation, style and layout, ...), and the scripts that took most. */
function mainThreadOf(audits: Record<string, { details?: unknown }>) {
  const groups = (audits['mainthread-work-breakdown']?.details as Details | undefined)?.items ?? [];
  const scripts = (audits['bootup-time']?.details as Details | undefined)?.items ?? [];
  return {
    mainThreadMs: Object.fromEntries(groups.map((g) => [String(g.group), Math.round(Number(g.duration))])),
    scriptsMs: scripts.slice(0, 5).map((i) => ({ url: String(i.url), ms: Math.round(Number(i.total)) })),
  };
}

/** The opportunities with a saving, biggest first, each with its first few resources. */
function opportunitiesOf(audits: Record<string, { details?: unknown; score?: number | null }>) {
  return Object.entries(audits)
    .map(([id, audit]) => ({ id, details: audit.details as (Details & { overallSavingsMs?: number }) | undefined }))
    .filter((a) => a.details?.type === 'opportunity' && (a.details.overallSavingsMs ?? 0) > 0)
    .map((a) => ({
      id: a.id,
      savingsMs: Math.round(a.details?.overallSavingsMs ?? 0),
      items: (a.details?.items ?? []).slice(0, 4).map((i) => String(i.url ?? '')),
    }))
    .sort((x, y) => y.savingsMs - x.savingsMs);
}

const ms = (value: number | undefined) => Math.round(value ?? 0);

export async function benchLighthouse(base: string): Promise<LighthouseResult[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-dev-shm-usage'],
  });
  const out: LighthouseResult[] = [];
  try {
    for (const route of LIGHTHOUSE_ROUTES) {
      const runs: LighthouseResult[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await lighthouseRun(chrome.port, base, route));
      const measured = runs.filter((r) => !r.error).sort((a, b) => a.performance - b.performance);
      const median = measured[Math.floor((measured.length - 1) / 2)] ?? (runs[0] as LighthouseResult);
      // The layout shift's target holds for every run, so the worst is reported.
      const cls = Math.max(...measured.map((r) => r.cls), median.cls);
      const errors = runs.flatMap((r) => (r.error ? [r.error] : []));
      out.push({
        ...median,
        cls,
        scores: runs.map((r) => (r.error ? null : r.performance)),
        ...(errors.length ? { errors } : {}),
      });
    }
  } finally {
    chrome.kill();
  }
  return out;
}

async function lighthouseRun(port: number, base: string, route: string): Promise<LighthouseResult> {
  const run = await lighthouse(`${base}${route}`, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!run) throw new Error(`Lighthouse gave no result for ${route}`);
  const { audits, categories, runtimeError, environment } = run.lhr;
  return {
    scenario: `Lighthouse mobile ${route}`,
    route,
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    cls: Math.round((audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
    fcpMs: ms(audits['first-contentful-paint']?.numericValue),
    lcpMs: ms(audits['largest-contentful-paint']?.numericValue),
    tbtMs: ms(audits['total-blocking-time']?.numericValue),
    speedIndexMs: ms(audits['speed-index']?.numericValue),
    lcpElement: lcpElementOf(audits),
    opportunities: opportunitiesOf(audits),
    ...mainThreadOf(audits),
    benchmarkIndex: Math.round(environment.benchmarkIndex),
    ...(runtimeError ? { error: `${runtimeError.code}: ${runtimeError.message}` } : {}),
  };
}
