import { useTranslation } from 'react-i18next';

type BallsProps = { numbers: readonly string[]; family: string; label?: string; testId?: string };

/** A drawn result as numbered balls, in draw order (LHC's seventh is the special). */
export function Balls({ numbers, family, label, testId }: BallsProps) {
  const { t } = useTranslation();
  return (
    <ol
      className={`balls balls-${family.toLowerCase()}`}
      aria-label={label ?? t('lottery.result.numbers')}
      data-testid={testId}
    >
      {numbers.map((n, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a result may repeat a number; its place is its identity
        <li key={i} className={family === 'LHC' && i === 6 ? 'ball ball-special' : 'ball'}>
          {n}
        </li>
      ))}
    </ol>
  );
}
