/** What a typed list of numbers holds: the valid numbers once each, in order, and what was not one. */
export type ParsedNumbers = { numbers: string[]; invalid: string[] };

/**
 * Reads a typed list of fixed-length numbers ("05 15 25", "05,15", one per line) for a play type
 * of `digits` digits. Separators are spaces, commas (also the full-width ones), semicolons and
 * line breaks. Leading zeros matter ("5" is not "05"), so a short token is invalid, not padded.
 */
export function parseTypedNumbers(text: string, digits: number): ParsedNumbers {
  const shape = new RegExp(`^[0-9]{${digits}}$`);
  const numbers: string[] = [];
  const invalid: string[] = [];
  for (const token of text.split(/[\s,;，、；]+/)) {
    if (!token) continue;
    if (!shape.test(token)) {
      if (!invalid.includes(token)) invalid.push(token);
    } else if (!numbers.includes(token)) numbers.push(token);
  }
  return { numbers, invalid };
}

/** Every number made of one chosen digit per position (tens x units ...), in order. */
export function combinePositions(positions: readonly (readonly string[])[]): string[] {
  if (positions.length === 0 || positions.some((p) => p.length === 0)) return [];
  return positions.reduce<string[]>(
    (acc, digits) => acc.flatMap((prefix) => [...digits].sort().map((d) => prefix + d)),
    [''],
  );
}

/** The union of picks, first seen first. */
export const mergePicks = (...lists: readonly (readonly string[])[]) => [...new Set(lists.flat())];
