import type { TFunction } from 'i18next';
import { ApiError } from '../../../shared/api/client.ts';
import { formatMinor } from '../../../shared/lib/money.ts';
import { bpsPercent } from './terms.ts';

/**
 * A failed agent call as text: the server's code translated, plus what its value adds where the
 * code has one (the rate ceiling of a contract, the merchant's transfer limits).
 */
export function agentErrorText(t: TFunction, err: unknown, symbol: string): string {
  if (!(err instanceof ApiError)) return t('errors.unknown.system.err');
  const value = (err.value ?? {}) as {
    ceiling?: unknown;
    byBrand?: unknown;
    at?: { validBet?: unknown; activeMembers?: unknown };
    min?: unknown;
    max?: unknown;
  };
  if (err.code === 'agent.contract.rate.exceeded' && typeof value.ceiling === 'number') {
    const rate = bpsPercent(value.ceiling);
    // An agent at the top of the tree answers to the brand's ceiling, not to an upline's rate.
    if (value.byBrand === true) return t('agent.terms.brandCeiling', { rate });
    // Refused at one tier's thresholds (the upline's terms pay less there), or over the top rate.
    if (typeof value.at?.validBet === 'string' && typeof value.at.activeMembers === 'number') {
      const at = { validBet: `${symbol}${formatMinor(value.at.validBet)}`, members: value.at.activeMembers, rate };
      return `${err.message} ${t('agent.terms.ceilingAt', at)}`;
    }
    return `${err.message} ${t('agent.terms.ceiling', { rate })}`;
  }
  if (err.code === 'agent.transfer.limit' && typeof value.min === 'string' && typeof value.max === 'string') {
    const min = `${symbol}${formatMinor(value.min)}`;
    const max = `${symbol}${formatMinor(value.max)}`;
    return `${err.message} ${t('agent.transfer.limits', { min, max })}`;
  }
  return err.message;
}
