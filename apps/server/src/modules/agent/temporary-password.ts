import { checkField, type RegisterRule } from '@mekong/contracts';
import {
  READABLE_DIGITS as DIGITS,
  READABLE_LOWER as LOWER,
  pickOne as pick,
  READABLE_UPPER as UPPER,
} from '../../platform/auth/readable.ts';

const LETTERS = UPPER + LOWER;

/** Long enough to be out of reach of guessing (about 57 bits in the first shape), short enough to type. */
const LENGTH = 10;
/**
 * Draws per shape. At ten characters the first shape has all three kinds about three draws in four;
 * a shape the rule refuses is refused at every draw, and costs a few hundred microseconds.
 */
const TRIES = 200;

type Shape = { first: string; rest: string; has: string[] };

/**
 * The shapes tried in turn, each kept only if the brand's rule accepts it: letters and digits with
 * at least one capital, one small letter and one digit, starting with a letter (every pattern a
 * password rule normally has: any, letter first, letters and digits, both, capital and digit, no
 * spaces); then digits alone; then letters alone.
 */
const SHAPES: Shape[] = [
  { first: LETTERS, rest: LETTERS + DIGITS, has: [UPPER, LOWER, DIGITS] },
  { first: '0123456789', rest: '0123456789', has: [] },
  { first: LETTERS, rest: LETTERS, has: [UPPER, LOWER] },
];

/**
 * A one-time password for an account an agent opens without choosing one: drawn with the system's
 * cryptographic generator, each character uniformly (candidates that miss a needed kind of
 * character are drawn again, not patched, so every acceptable password is as likely as any other),
 * and checked by the same rule checker as a password the agent types. Null when the brand's rule
 * admits none of the shapes (a rule no sensible password meets): the agent must then choose one.
 */
export function temporaryPassword(rule: RegisterRule): string | null {
  const required = { ...rule, required: true };
  let length = Math.max(LENGTH, rule.minLength);
  if (rule.maxLength > 0) length = Math.min(length, rule.maxLength);
  if (length < 1) return null;
  for (const shape of SHAPES) {
    for (let i = 0; i < TRIES; i++) {
      let candidate = pick(shape.first);
      while (candidate.length < length) candidate += pick(shape.rest);
      if (!shape.has.every((kind) => [...candidate].some((c) => kind.includes(c)))) continue;
      if (checkField(candidate, required) === null) return candidate;
    }
  }
  return null;
}
