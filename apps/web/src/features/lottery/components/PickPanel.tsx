import type { LotteryFamily, PlayTypeView } from '@mekong/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMinor } from '../../../shared/lib/money.ts';
import { mergePicks, parseTypedNumbers } from '../lib/parse-numbers.ts';
import { acceptsTyped, DIGITS, pickerSpec, rangeOf, TWO_DIGITS } from '../lib/picker.ts';
import { playHelp } from '../lib/play-text.ts';
import {
  lineStake,
  lineUnits,
  MAX_NUMBERS_PER_LINE,
  POINTS,
  picksProblem,
  type StakeUnit,
  wholeIn,
} from '../lib/stake.ts';
import type { SlipLine } from '../lib/use-place-bet.ts';
import type { AddProblem } from '../lib/use-slip.ts';
import { PickButtons, toggled } from './PickButtons.tsx';
import { PositionPicker } from './PositionPicker.tsx';
import { TypedNumbers } from './TypedNumbers.tsx';

type PickPanelProps = {
  play: PlayTypeView;
  family: LotteryFamily;
  multiplier: number;
  unit: StakeUnit;
  onAdd: (line: Omit<SlipLine, 'id'>) => AddProblem;
};

/** The number picker of one play type, its points and the line it would add, checked before adding. */
export function PickPanel({ play, family, multiplier, unit, onAdd }: PickPanelProps) {
  const { t } = useTranslation();
  const spec = pickerSpec(play, family);
  const [picks, setPicks] = useState<string[]>([]);
  const [typed, setTyped] = useState('');
  const [pointsText, setPointsText] = useState('1');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  // Remounts the position rows, whose chosen digits are their own state.
  const [round, setRound] = useState(0);
  const pointsId = useId();
  const parsed = acceptsTyped(spec) ? parseTypedNumbers(typed, play.digits) : { numbers: [], invalid: [] };
  const all = mergePicks(picks, parsed.numbers);
  const points = wholeIn(pointsText, POINTS);
  const units = lineUnits(play.group, all.length);
  const stake = points ? lineStake({ units, points, multiplier, pricePerPoint: play.pricePerPoint, unit }) : null;
  const toggle = (v: string) => setPicks(toggled(picks, v));
  const gridLabel = t('lottery.pick.numbers');

  const add = () => {
    const problem = picksProblem(play.group, all);
    const text = parsed.invalid.length
      ? t('lottery.pick.typedInvalid', { numbers: parsed.invalid.join(' '), n: play.digits })
      : problem === 'EMPTY'
        ? t('lottery.pick.empty')
        : problem === 'GROUP'
          ? t('lottery.pick.group', { n: play.group })
          : problem === 'TOO_MANY'
            ? t('lottery.pick.tooMany', { n: MAX_NUMBERS_PER_LINE })
            : points === null
              ? t('lottery.pick.badPoints', { min: POINTS.min, max: POINTS.max })
              : null;
    if (text || points === null) return setMessage({ ok: false, text: text ?? '' });
    const refused = onAdd({ playType: play.code, numbers: all, points });
    if (refused)
      return setMessage({ ok: false, text: t(refused === 'FULL' ? 'lottery.slip.full' : 'lottery.slip.duplicate') });
    clear();
    setMessage({ ok: true, text: t('lottery.pick.added') });
  };
  const clear = () => {
    setPicks([]);
    setTyped('');
    setRound(round + 1);
    setMessage(null);
  };

  return (
    <section
      className="pick-panel"
      aria-label={t('lottery.pick.title')}
      data-testid="pick-panel"
      data-play-type={play.code}
    >
      <p className="hint">{playHelp(t, play.code)}</p>
      {play.group > 1 && <p className="hint">{t('lottery.pick.group', { n: play.group })}</p>}
      {spec.kind === 'choices' && (
        <PickButtons values={spec.choices} selected={picks} onToggle={toggle} label={gridLabel} layout="choices" />
      )}
      {spec.kind === 'range' && (
        <PickButtons
          values={rangeOf(spec.from, spec.to)}
          selected={picks}
          onToggle={toggle}
          label={gridLabel}
          layout="range"
        />
      )}
      {spec.kind === 'digit' && (
        <PickButtons values={DIGITS} selected={picks} onToggle={toggle} label={gridLabel} layout="digits" />
      )}
      {spec.kind === 'grid100' && (
        <PickButtons values={TWO_DIGITS} selected={all} onToggle={toggle} label={gridLabel} layout="grid100" />
      )}
      {spec.kind === 'positions' && <PositionPicker key={round} digits={spec.digits} onPicks={setPicks} />}
      {acceptsTyped(spec) && (
        <TypedNumbers digits={play.digits} value={typed} onChange={setTyped} invalid={parsed.invalid} />
      )}
      <div className="pick-foot">
        <div className="field points-field">
          <label htmlFor={pointsId}>{t('lottery.pick.points')}</label>
          <input
            id={pointsId}
            type="number"
            inputMode="numeric"
            min={POINTS.min}
            max={POINTS.max}
            step={1}
            value={pointsText}
            onChange={(e) => setPointsText(e.target.value)}
            aria-invalid={points === null}
            data-testid="pick-points"
          />
        </div>
        <p className="pick-preview" data-testid="pick-preview">
          {t('lottery.pick.preview', { picks: all.length, units, stake: stake === null ? '—' : formatMinor(stake) })}
        </p>
        <button type="button" className="btn" onClick={clear} disabled={all.length === 0 && !typed}>
          {t('lottery.pick.clear')}
        </button>
        <button type="button" className="btn btn-primary" onClick={add} data-testid="add-to-slip">
          {t('lottery.pick.add')}
        </button>
      </div>
      {message && (
        <p
          className={message.ok ? 'form-ok' : 'form-error'}
          role={message.ok ? 'status' : 'alert'}
          data-testid="pick-message"
        >
          {message.text}
        </p>
      )}
    </section>
  );
}
