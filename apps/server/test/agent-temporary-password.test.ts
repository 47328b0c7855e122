/**
 * The one-time password of an account an agent opens without one: always one the brand's password
 * rule accepts, whatever pattern and lengths the brand chose, or none at all (the agent then
 * chooses), never a fixed one.
 */
import { checkField, DEFAULT_REGISTER_RULES, PATTERN_IDS, PATTERN_SOURCES, type PatternId } from '@mekong/contracts';
import { describe, expect, it } from 'vitest';
import { temporaryPassword } from '../src/modules/agent/temporary-password.ts';

const rule = (patternId: PatternId, minLength = 6, maxLength = 20) => ({
  ...DEFAULT_REGISTER_RULES.password,
  patternId,
  acceptedPattern: PATTERN_SOURCES[patternId],
  minLength,
  maxLength,
});

describe('a one-time password', () => {
  it('under the default rule: ten letters and digits with a capital, a small letter and a digit, none read twice', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const password = temporaryPassword(DEFAULT_REGISTER_RULES.password) ?? '';
      expect(password).toMatch(/^(?=.*[A-Z])(?=.*[a-z])(?=.*[2-9])[A-HJ-NP-Za-km-z2-9]{10}$/);
      seen.add(password);
    }
    expect(seen.size).toBe(200);
  });

  it('meets every pattern a brand may set, or is not made', () => {
    const made: Record<number, string | null> = {};
    for (const id of PATTERN_IDS) {
      const r = rule(id);
      const password = temporaryPassword(r);
      made[id] = password;
      if (password !== null) expect(checkField(password, { ...r, required: true }), `pattern ${id}`).toBeNull();
    }
    // Letters and digits, digits alone, letters alone: what a password rule normally asks.
    for (const id of [0, 1, 2, 4, 5, 6, 7, 8, 9, 12, 14]) expect(made[id], `pattern ${id}`).not.toBeNull();
    expect(made[6]).toMatch(/^[0-9]{10}$/);
    expect(made[2]).toMatch(/^[A-Za-z]{10}$/);
  });

  it('keeps to the brand’s lengths', () => {
    expect(temporaryPassword(rule(5, 6, 8))).toHaveLength(8);
    expect(temporaryPassword(rule(5, 16, 30))).toHaveLength(16);
    expect(temporaryPassword(rule(5, 4, 0))).toHaveLength(10);
    expect(temporaryPassword(rule(5, 1, 1))).toBeNull();
  });
});
