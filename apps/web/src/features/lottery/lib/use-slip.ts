import { useRef, useState } from 'react';
import { MAX_LINES, MULTIPLIER, type StakeUnit, wholeIn } from './stake.ts';
import type { SlipLine } from './use-place-bet.ts';

export type AddProblem = 'FULL' | 'DUPLICATE' | null;

/** The server refuses a slip with the same play type and numbers twice (in any order). */
const sameLine = (a: Omit<SlipLine, 'id'>, b: Omit<SlipLine, 'id'>) =>
  a.playType === b.playType && [...a.numbers].sort().join(',') === [...b.numbers].sort().join(',');

/** The slip being built: its lines, and the multiplier and unit that apply to all of them. */
export function useSlip() {
  const [lines, setLines] = useState<SlipLine[]>([]);
  const [multiplierText, setMultiplierText] = useState('1');
  const [unit, setUnit] = useState<StakeUnit>('YUAN');
  const nextId = useRef(1);
  /** Adds a line, unless the slip is full or already has the same numbers on the same play type. */
  const add = (line: Omit<SlipLine, 'id'>): AddProblem => {
    if (lines.length >= MAX_LINES) return 'FULL';
    if (lines.some((l) => sameLine(l, line))) return 'DUPLICATE';
    setLines([...lines, { ...line, id: nextId.current++ }]);
    return null;
  };
  return {
    lines,
    add,
    remove: (id: number) => setLines(lines.filter((l) => l.id !== id)),
    clear: () => setLines([]),
    multiplierText,
    setMultiplierText,
    multiplier: wholeIn(multiplierText, MULTIPLIER),
    unit,
    setUnit,
  };
}
