import { type ContractKind, type ContractTerms, type ContractTier, contractTerms } from '@mekong/contracts';
import { parseAmount } from '../../../shared/lib/money.ts';

/** One tier as typed: amounts in the currency's major units, the rate in percent. */
export type TierDraft = { validBet: string; activeMembers: string; profitLoss: string; rate: string };
export const emptyTier = (): TierDraft => ({ validBet: '', activeMembers: '0', profitLoss: '', rate: '' });

export const DIVIDEND_PERIODS = ['DAILY', 'WEEKLY', 'SEMIMONTHLY', 'MONTHLY'] as const;
export type DividendPeriod = (typeof DIVIDEND_PERIODS)[number];

/** A typed threshold ("1,000", "0", "12.5") as minor units, or null. Zero is a valid threshold. */
export function thresholdMinor(text: string): string | null {
  if (/^\s*0+(\.0{1,2})?\s*$/.test(text)) return '0';
  return parseAmount(text);
}

/** A typed percent ("1.5") as basis points (150): 0.01% to 100%, at most two decimals. */
export function rateBps(text: string): number | null {
  const m = /^\s*(\d{1,3})(?:\.(\d{1,2}))?\s*%?\s*$/.exec(text);
  if (!m) return null;
  const bps = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return bps >= 1 && bps <= 10_000 ? bps : null;
}

/** Basis points as a percent without trailing zeros: 150 -> "1.5%", 5 -> "0.05%". */
export function bpsPercent(bps: number): string {
  const whole = Math.trunc(bps / 100);
  const cents = String(Math.abs(bps % 100))
    .padStart(2, '0')
    .replace(/0+$/, '');
  return `${whole}${cents ? `.${cents}` : ''}%`;
}

export type TermsProblem = { tier: number; field: keyof TierDraft } | { tier: -1; field: 'duplicate' };
export type BuiltTerms = { ok: true; terms: ContractTerms } | { ok: false; problem: TermsProblem };

/**
 * The terms the API takes, from the typed tiers: dividends carry a period and may name the
 * team's loss a tier needs; salaries are paid per day, hour or in real time by their kind.
 */
export function buildTerms(kind: ContractKind, drafts: readonly TierDraft[], period?: DividendPeriod): BuiltTerms {
  const tiers: ContractTier[] = [];
  for (const [i, d] of drafts.entries()) {
    const validBet = thresholdMinor(d.validBet);
    if (validBet === null) return { ok: false, problem: { tier: i, field: 'validBet' } };
    const members = /^\s*\d{1,7}\s*$/.test(d.activeMembers) ? Number(d.activeMembers) : Number.NaN;
    if (!Number.isInteger(members) || members > 1_000_000)
      return { ok: false, problem: { tier: i, field: 'activeMembers' } };
    const rate = rateBps(d.rate);
    if (rate === null) return { ok: false, problem: { tier: i, field: 'rate' } };
    const tier: ContractTier = { validBet, activeMembers: members, rate };
    if (kind === 'DIVIDEND' && d.profitLoss.trim() !== '') {
      const loss = thresholdMinor(d.profitLoss);
      if (loss === null) return { ok: false, problem: { tier: i, field: 'profitLoss' } };
      tier.profitLoss = loss;
    }
    tiers.push(tier);
  }
  const terms: ContractTerms = kind === 'DIVIDEND' ? { period: period ?? 'MONTHLY', tiers } : { tiers };
  const checked = contractTerms.safeParse(terms);
  if (!checked.success) return { ok: false, problem: { tier: -1, field: 'duplicate' } };
  return { ok: true, terms: checked.data };
}

/** Stored terms (kept loose by the API) as tiers to show; anything malformed is left out. */
export function storedTiers(terms: Record<string, unknown>): { period: string | null; tiers: ContractTier[] } {
  const parsed = contractTerms.safeParse(terms);
  if (!parsed.success) return { period: null, tiers: [] };
  return { period: parsed.data.period ?? null, tiers: parsed.data.tiers };
}

/** The best rate of stored terms, for a one-line summary. */
export const topRate = (terms: Record<string, unknown>) => Math.max(0, ...storedTiers(terms).tiers.map((t) => t.rate));
