import { randomInt } from 'node:crypto';

// Characters a person can read out or copy by hand without doubt: no 0/O/o, 1/l/I/i. The
// temporary passwords staff and agents hand over are drawn from them.
export const READABLE_UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
export const READABLE_LOWER = 'abcdefghjkmnpqrstuvwxyz';
export const READABLE_DIGITS = '23456789';

/** One character of `from`, drawn uniformly with the system's cryptographic generator. */
export const pickOne = (from: string) => from[randomInt(from.length)] as string;

/** `length` readable letters and digits, each drawn uniformly. */
export const readableText = (length: number) =>
  Array.from({ length }, () => pickOne(READABLE_UPPER + READABLE_LOWER + READABLE_DIGITS)).join('');
