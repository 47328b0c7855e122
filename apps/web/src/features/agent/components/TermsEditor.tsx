import type { ContractKind } from '@mekong/contracts';
import { useTranslation } from 'react-i18next';
import { DIVIDEND_PERIODS, type DividendPeriod, emptyTier, type TermsProblem, type TierDraft } from '../lib/terms.ts';

export type TermsDraft = { tiers: TierDraft[]; period: DividendPeriod };
export const emptyTerms = (): TermsDraft => ({ tiers: [emptyTier()], period: 'MONTHLY' });

const FIELDS = ['validBet', 'activeMembers', 'profitLoss', 'rate'] as const;
const MAX_TIERS = 20;

type Props = {
  kind: ContractKind;
  value: TermsDraft;
  onChange: (v: TermsDraft) => void;
  problem: TermsProblem | null;
  /** Unique per editor on the page: ids and test ids derive from it. */
  idPrefix: string;
};

/**
 * A contract's tiers: each reached when the period's valid bet, active members and (dividends)
 * the team's loss are at least the thresholds; it pays the rate. Amounts in the currency.
 */
export function TermsEditor({ kind, value, onChange, problem, idPrefix }: Props) {
  const { t } = useTranslation();
  const fields = FIELDS.filter((f) => f !== 'profitLoss' || kind === 'DIVIDEND');
  const setTier = (i: number, patch: Partial<TierDraft>) =>
    onChange({ ...value, tiers: value.tiers.map((tier, j) => (j === i ? { ...tier, ...patch } : tier)) });
  return (
    <div className="terms-editor stack">
      {kind === 'DIVIDEND' && (
        <div className="field">
          <label htmlFor={`${idPrefix}-period`}>{t('agent.terms.period')}</label>
          <select
            id={`${idPrefix}-period`}
            value={value.period}
            onChange={(e) => onChange({ ...value, period: e.target.value as DividendPeriod })}
          >
            {DIVIDEND_PERIODS.map((p) => (
              <option key={p} value={p}>
                {t(`agent.terms.periods.${p}`)}
              </option>
            ))}
          </select>
        </div>
      )}
      {value.tiers.map((tier, i) => (
        // Tiers have no identity of their own; their place is what the problem names.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <fieldset key={i} className="tier">
          <legend>{t('agent.terms.tier', { n: i + 1 })}</legend>
          <div className="tier-fields">
            {fields.map((f) => {
              const id = `${idPrefix}-${i}-${f}`;
              const wrong = problem?.tier === i && problem.field === f;
              return (
                <div className="field" key={f}>
                  <label htmlFor={id}>{t(`agent.terms.${f}`)}</label>
                  <input
                    id={id}
                    inputMode={f === 'activeMembers' ? 'numeric' : 'decimal'}
                    value={tier[f]}
                    aria-invalid={wrong || undefined}
                    aria-describedby={wrong ? `${id}-problem` : undefined}
                    onChange={(e) => setTier(i, { [f]: e.target.value })}
                    data-testid={`${idPrefix}-${f}-${i}`}
                  />
                  {wrong && (
                    <p className="field-error" id={`${id}-problem`}>
                      {t(`agent.terms.problems.${f}`)}
                    </p>
                  )}
                </div>
              );
            })}
          </div>
          {value.tiers.length > 1 && (
            <button
              type="button"
              className="btn"
              onClick={() => onChange({ ...value, tiers: value.tiers.filter((_, j) => j !== i) })}
            >
              {t('agent.terms.removeTier', { n: i + 1 })}
            </button>
          )}
        </fieldset>
      ))}
      {problem?.field === 'duplicate' && (
        <p className="field-error" role="alert">
          {t('agent.terms.problems.duplicate')}
        </p>
      )}
      {value.tiers.length < MAX_TIERS && (
        <button
          type="button"
          className="btn"
          onClick={() => onChange({ ...value, tiers: [...value.tiers, emptyTier()] })}
          data-testid={`${idPrefix}-add-tier`}
        >
          {t('agent.terms.addTier')}
        </button>
      )}
    </div>
  );
}
