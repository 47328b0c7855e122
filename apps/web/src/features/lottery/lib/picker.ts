import type { LotteryFamily, PlayTypeView } from '@mekong/contracts';

/** How the number picker shows a play type's picks. */
export type PickerSpec =
  /** Named or listed picks (BIG, SMALL, sums, 1D..5T, ANY, triples): one button each. */
  | { kind: 'choices'; choices: string[] }
  /** Plain numbers in a range (11X5 1-11, PK10 1-10, LHC 1-49), written without leading zeros. */
  | { kind: 'range'; from: number; to: number }
  /** One digit 0-9. */
  | { kind: 'digit' }
  /** Two-digit VN numbers: a 00-99 grid, and typed lists. */
  | { kind: 'grid100' }
  /** Fixed-length numbers: one digit row per position (combined), and typed lists. */
  | { kind: 'positions'; digits: number };

const RANGES: Partial<Record<LotteryFamily, [number, number]>> = { '11X5': [1, 11], PK10: [1, 10], LHC: [1, 49] };

/** Three different dice (K3 "three different"): the 20 combinations, smallest first. */
const DIFF3 = (() => {
  const out: string[] = [];
  for (let a = 1; a <= 6; a++)
    for (let b = a + 1; b <= 6; b++) for (let c = b + 1; c <= 6; c++) out.push(`${a}${b}${c}`);
  return out;
})();

/**
 * The picker for a play type, from the detail's `digits` (0: named choices or a plain range) and
 * `choices`; the family gives the range of plain numbers.
 */
export function pickerSpec(play: Pick<PlayTypeView, 'code' | 'digits' | 'choices'>, family: LotteryFamily): PickerSpec {
  if (play.choices?.length) return { kind: 'choices', choices: play.choices };
  if (play.code === 'K3_DIFF3') return { kind: 'choices', choices: DIFF3 };
  if (play.digits <= 0) {
    const [from, to] = RANGES[family] ?? [0, 9];
    return { kind: 'range', from, to };
  }
  if (play.digits === 1) return { kind: 'digit' };
  if (play.digits === 2 && family === 'VN') return { kind: 'grid100' };
  return { kind: 'positions', digits: play.digits };
}

/** Whether typed lists ("05 15 25") are accepted: fixed-length picks of 2 to 4 digits. */
export const acceptsTyped = (spec: PickerSpec) => spec.kind === 'grid100' || spec.kind === 'positions';

export const rangeOf = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i));
export const DIGITS = rangeOf(0, 9);
export const TWO_DIGITS = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0'));
