import { useHouseT } from '../../../i18n.ts';
import { BetSpot } from '../board.tsx';
import { SICBO_TOTAL_PAYS } from '../spots.ts';
import { betName } from '../texts.ts';
import { Die } from './Die.tsx';

const FACES = [1, 2, 3, 4, 5, 6];
const TOTALS = Object.keys(SICBO_TOTAL_PAYS).map(Number);
const PAIRS = FACES.flatMap((a) => FACES.filter((b) => b > a).map((b) => [a, b]));

/** Big, small, odd, even; then the triples, doubles, totals, two-dice pairs and single numbers. */
export function SicboBoard() {
  const { t } = useHouseT();
  const section = (id: string, className: string, children: React.ReactNode) => (
    <section className="sicbo-section" aria-labelledby={`sicbo-${id}`}>
      <h3 id={`sicbo-${id}`}>{t(`tables.section.${id}`)}</h3>
      <div className={`sicbo-spots ${className}`}>{children}</div>
    </section>
  );
  const dice = (...faces: number[]) => (
    <span className="sicbo-spot-dice">
      {faces.map((f, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a spot's dice never move
        <Die key={i} face={f} />
      ))}
    </span>
  );
  return (
    <div className="tables-board sicbo-board">
      {section(
        'sizes',
        'sicbo-cols-4',
        ['SMALL', 'ODD', 'EVEN', 'BIG'].map((k) => <BetSpot key={k} kind={k} name={betName(t, k)} />),
      )}
      {section('triples', 'sicbo-cols-7', [
        ...FACES.map((f) => (
          <BetSpot key={f} kind="TRIPLE" selection={[f]} name={betName(t, 'TRIPLE', [f])}>
            {dice(f, f, f)}
          </BetSpot>
        )),
        <BetSpot key="any" kind="ANY_TRIPLE" name={betName(t, 'ANY_TRIPLE')} />,
      ])}
      {section(
        'doubles',
        'sicbo-cols-6',
        FACES.map((f) => (
          <BetSpot key={f} kind="DOUBLE" selection={[f]} name={betName(t, 'DOUBLE', [f])}>
            {dice(f, f)}
          </BetSpot>
        )),
      )}
      {section(
        'totals',
        'sicbo-cols-7',
        TOTALS.map((n) => (
          <BetSpot key={n} kind="TOTAL" selection={[n]} name={betName(t, 'TOTAL', [n])}>
            <span className="tables-spot-name">{n}</span>
          </BetSpot>
        )),
      )}
      {section(
        'combinations',
        'sicbo-cols-5',
        PAIRS.map(([a = 0, b = 0]) => (
          <BetSpot key={`${a}-${b}`} kind="COMBINATION" selection={[a, b]} name={betName(t, 'COMBINATION', [a, b])}>
            {dice(a, b)}
          </BetSpot>
        )),
      )}
      {section(
        'singles',
        'sicbo-cols-6',
        FACES.map((f) => (
          <BetSpot key={f} kind="SINGLE" selection={[f]} name={betName(t, 'SINGLE', [f])}>
            {dice(f)}
          </BetSpot>
        )),
      )}
    </div>
  );
}
