import { describe, expect, it } from 'vitest';
import { fromLocalInput, toLocalInput } from './schedule.ts';

describe('an announcement window typed in the browser time zone', () => {
  it('reads back the instant it showed', () => {
    const at = new Date(2030, 0, 31, 9, 5).toISOString();
    expect(toLocalInput(at)).toBe('2030-01-31T09:05');
    expect(fromLocalInput('2030-01-31T09:05')).toBe(at);
  });

  it('refuses what is not a time', () => {
    for (const v of ['', '2030-01-31', 'tomorrow', '2030-13-45T99:99']) expect(fromLocalInput(v)).toBeNull();
    expect(toLocalInput('nonsense')).toBe('');
  });
});
