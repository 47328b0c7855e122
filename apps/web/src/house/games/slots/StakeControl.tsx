import { formatMinor } from '../../../shared/lib/money.ts';
import { useHouseT } from '../../i18n.ts';

const STEPS = [100n, 200n, 500n, 1000n, 2000n, 5000n, 10000n, 20000n, 50000n, 100000n, 200000n, 500000n, 1000000n];
const PRESETS = [100n, 1000n, 10000n, 100000n];

/** The stakes a player can pick within the machine's limits (every one a whole number of coins). */
export function stakeOptions(limits: { min: string; max: string; step: string }) {
  const [min, max, step] = [BigInt(limits.min), BigInt(limits.max), BigInt(limits.step)];
  return STEPS.filter((s) => s >= min && s <= max && s % step === 0n).map(String);
}

type Props = { stake: string; options: string[]; onChange: (stake: string) => void; disabled: boolean };

/** − / + through the stake steps, and a few quick picks. */
export function StakeControl({ stake, options, onChange, disabled }: Props) {
  const { t } = useHouseT();
  const at = options.indexOf(stake);
  const presets = PRESETS.map(String).filter((p) => options.includes(p));
  return (
    <fieldset className="slot-stake">
      <legend className="slot-label">{t('slots.stake')}</legend>
      <div className="slot-stake-row">
        <button
          type="button"
          className="btn slot-step"
          aria-label={t('slots.less')}
          disabled={disabled || at <= 0}
          onClick={() => onChange(options[at - 1] ?? stake)}
        >
          −
        </button>
        <output className="slot-stake-value" data-testid="slot-stake" aria-live="polite">
          {formatMinor(stake)}
        </output>
        <button
          type="button"
          className="btn slot-step"
          aria-label={t('slots.more')}
          disabled={disabled || at >= options.length - 1}
          onClick={() => onChange(options[at + 1] ?? stake)}
        >
          +
        </button>
      </div>
      <fieldset className="slot-presets">
        <legend className="visually-hidden">{t('slots.presets')}</legend>
        {presets.map((p) => (
          <button
            key={p}
            type="button"
            className="btn slot-preset"
            aria-pressed={p === stake}
            disabled={disabled}
            onClick={() => onChange(p)}
          >
            {formatMinor(p)}
          </button>
        ))}
      </fieldset>
    </fieldset>
  );
}
