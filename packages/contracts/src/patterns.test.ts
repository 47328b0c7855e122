import { describe, expect, it } from 'vitest';
import { matchesPattern, PATTERN_IDS, PATTERN_SOURCES, type PatternId } from './patterns.ts';
import { checkField, DEFAULT_REGISTER_RULES, effectiveRule } from './register.ts';

/** For each pattern id: values it must accept and values it must refuse. */
const CASES: Record<PatternId, { ok: string[]; bad: string[] }> = {
  0: { ok: ['anything at all', '中文 ✓', ' '], bad: [] },
  1: { ok: ['alice', 'a1b2c3', 'Zed99'], bad: ['1alice', 'ali ce', 'ali_ce', '中文'] },
  2: { ok: ['Alice', '张三', 'Li张'], bad: ['alice1', 'a b', 'a-b'] },
  3: { ok: ['a@b.co', 'first.last+tag@mail.example.com'], bad: ['a@b', 'a b@c.com', '@b.com', 'a@.com'] },
  4: { ok: ['abc', '123', 'a1'], bad: ['a b', 'a-1', 'ábc'] },
  5: { ok: ['abc123', '1a'], bad: ['abcdef', '123456', 'abc 123', 'abc_123'] },
  6: { ok: ['0123456789'], bad: ['12a', '12 3', '-1', '١٢٣'] },
  7: { ok: ['Abc123', '1A'], bad: ['abc123', 'ABCDEF', 'Abc 123'] },
  8: { ok: ['John Smith', 'abc'], bad: ['John3', 'Đạt', 'a-b'] },
  9: { ok: ['no_spaces!', 'a'], bad: ['has space', 'tab\there'] },
  10: { ok: ['你好，世界。', '中文'], bad: ['abc', '中文abc', '123'] },
  11: { ok: ['2000-01-31', '2024-02-29'], bad: ['2000-1-31', '31-01-2000', '2023-02-29', '2000-13-01'] },
  12: { ok: ['Sok Dara', 'Nguyễn Văn A', 'សុខ ដារ៉ា'], bad: ['Sok1', 'a-b', 'a.b'] },
  13: { ok: ['01-31-2000', '02-29-2024'], bad: ['2000-01-31', '02-30-2024', '1-31-2000'] },
  14: { ok: ['abc123', 'Đạt9', '张三1'], bad: ['a b', 'a_b', 'a-b'] },
  15: { ok: ['안녕하세요'], bad: ['hello', '안녕 하세요', '中文'] },
  16: { ok: ['สวัสดี'], bad: ['hello', 'สวัสดี 1'] },
};

describe('pattern ids 0 to 16', () => {
  it('covers every pattern id', () => {
    expect(PATTERN_IDS).toEqual([...Array(17).keys()]);
  });
  for (const id of PATTERN_IDS) {
    it(`pattern ${id} accepts and refuses what it says`, () => {
      for (const v of CASES[id].ok) expect(matchesPattern(v, PATTERN_SOURCES[id], id), `${id} ok ${v}`).toBe(true);
      for (const v of CASES[id].bad) expect(matchesPattern(v, PATTERN_SOURCES[id], id), `${id} bad ${v}`).toBe(false);
    });
  }
  it("treats '*' as anything and an invalid pattern as nothing", () => {
    expect(matchesPattern('x y z', '*', 4)).toBe(true);
    expect(matchesPattern('abc', '([', 4)).toBe(false);
  });
});

describe('checkField', () => {
  const rule = DEFAULT_REGISTER_RULES.username;
  it('reports not_empty for a required empty value and passes an empty optional one', () => {
    expect(checkField('', rule)).toEqual({ key: 'not_empty', min: 6, max: 16 });
    expect(checkField('', DEFAULT_REGISTER_RULES.email)).toBeNull();
  });
  it('reports the pattern message for a wrong length or shape', () => {
    expect(checkField('abc', rule)).toEqual({ key: 'pattern_1', min: 6, max: 16 });
    expect(checkField('a'.repeat(17), rule)?.key).toBe('pattern_1');
    expect(checkField('1abcdef', rule)?.key).toBe('pattern_1');
    expect(checkField('abcdef', rule)).toBeNull();
  });
  it('counts characters, not UTF-16 units', () => {
    const names = { ...DEFAULT_REGISTER_RULES.payeeName, minLength: 2, maxLength: 3 };
    expect(checkField('𝒜𝒜', { ...names, acceptedPattern: '*' })).toBeNull();
  });
});

describe('effectiveRule', () => {
  it('always requires a shown payment password and the mobile in mobile registration', () => {
    const pay = { ...DEFAULT_REGISTER_RULES.paymentPassword, enabled: true, required: false };
    expect(effectiveRule('paymentPassword', pay, 'username', false).required).toBe(true);
    const mobile = effectiveRule('mobileNum', { ...DEFAULT_REGISTER_RULES.mobileNum, enabled: false }, 'mobile', false);
    expect(mobile).toMatchObject({ enabled: true, required: true });
  });
  it('shows the SMS code in mobile registration, and in username registration only with SMS on', () => {
    const code = DEFAULT_REGISTER_RULES.verificationCode;
    expect(effectiveRule('verificationCode', code, 'mobile', false).enabled).toBe(true);
    expect(effectiveRule('verificationCode', code, 'username', false).enabled).toBe(false);
    expect(effectiveRule('verificationCode', code, 'username', true).enabled).toBe(true);
    expect(effectiveRule('verificationCode', code, 'mobile', false).maxLength).toBe(255);
  });
});
