import { checkField, DEFAULT_REGISTER_RULES, type RegisterRule, type RegisterRules } from '@mekong/contracts';
import { describe, expect, it } from 'vitest';
import { type RegisterShape, type RegisterValues, registerSchema, ruleSchema } from './register-schema.ts';

const complete: RegisterValues = {
  fields: { username: 'player01', password: 'abc12345', captcha: 'AB12' },
  confirmPassword: 'abc12345',
  age: true,
  terms: true,
};
const usernameForm: RegisterShape = { method: 'username', smsOn: false, affiliateShown: false };

/** The problems the schema finds, by field, as the form shows them (decoded messages). */
function problems(values: Partial<RegisterValues>, shape: Partial<RegisterShape> = {}, rules = DEFAULT_REGISTER_RULES) {
  const result = registerSchema(rules, { ...usernameForm, ...shape }).safeParse({ ...complete, ...values });
  const out: Record<string, unknown> = {};
  for (const issue of result.error?.issues ?? []) {
    const name = String(issue.path.at(-1));
    out[name] ??= JSON.parse(issue.message);
  }
  return out;
}

/** The one problem of a value against a rule, or null. */
const ruleProblem = (rule: RegisterRule, value: string) => {
  const result = ruleSchema(rule).safeParse(value);
  return result.success ? null : JSON.parse(result.error.issues[0]?.message ?? '');
};

describe('a field rule as a schema', () => {
  const rule: RegisterRule = { ...DEFAULT_REGISTER_RULES.username, minLength: 6, maxLength: 16 };

  it('refuses an empty required field and lets an empty optional one pass', () => {
    expect(ruleProblem(rule, '')).toEqual({ rule: 'not_empty', min: 6, max: 16 });
    expect(ruleProblem(rule, '   ')).toEqual({ rule: 'not_empty', min: 6, max: 16 });
    expect(ruleProblem({ ...rule, required: false }, '')).toBeNull();
  });

  it('refuses a value shorter or longer than the rule allows, naming the lengths', () => {
    expect(ruleProblem(rule, 'abc')).toEqual({ rule: 'pattern_1', min: 6, max: 16 });
    expect(ruleProblem(rule, 'a'.repeat(17))).toEqual({ rule: 'pattern_1', min: 6, max: 16 });
    expect(ruleProblem(rule, 'a'.repeat(16))).toBeNull();
    expect(ruleProblem(rule, ` ${'a'.repeat(6)} `)).toBeNull();
    // Lengths count characters, not UTF-16 units: six Khmer letters or emoji are six.
    expect(ruleProblem({ ...DEFAULT_REGISTER_RULES.nickname, minLength: 1, maxLength: 2 }, '🐉🐉')).toBeNull();
    // A maximum of 0 sets no maximum.
    expect(ruleProblem({ ...rule, maxLength: 0 }, `a${'b'.repeat(40)}`)).toBeNull();
  });

  it("refuses a value not of the rule's pattern, even when its length is right", () => {
    expect(ruleProblem(rule, '1abcdef')).toEqual({ rule: 'pattern_1', min: 6, max: 16 });
    expect(ruleProblem(rule, 'abc_def')).toEqual({ rule: 'pattern_1', min: 6, max: 16 });
    expect(ruleProblem(DEFAULT_REGISTER_RULES.email, 'someone@')).toEqual({ rule: 'pattern_3', min: 5, max: 100 });
    expect(ruleProblem({ ...DEFAULT_REGISTER_RULES.birthday, required: true }, '2025-02-30')).toEqual({
      rule: 'pattern_11',
      min: 10,
      max: 10,
    });
  });

  it('agrees with the server side check for every default rule', () => {
    const samples = ['', 'a', 'abc123', 'Abc12345', '123456', 'someone@example.com', '2000-01-31', 'ab cd', '日本語'];
    for (const [field, r] of Object.entries(DEFAULT_REGISTER_RULES)) {
      for (const v of samples) {
        const expected = checkField(v, r);
        const found = ruleProblem(r, v);
        expect(found, `${field} "${v}"`).toEqual(
          expected && { rule: expected.key, min: expected.min, max: expected.max },
        );
      }
    }
  });
});

describe('the registration schema built from the rules', () => {
  it('accepts a complete username registration', () => {
    expect(problems({})).toEqual({});
  });

  it('names the rule a field breaks, with its lengths, and empty required fields', () => {
    expect(problems({ fields: { username: '1bad', password: '', captcha: '' }, confirmPassword: 'abc12345' })).toEqual({
      username: { rule: 'pattern_1', min: 6, max: 16 },
      password: { rule: 'not_empty', min: 6, max: 20 },
      captcha: { rule: 'not_empty', min: 4, max: 4 },
      confirmPassword: { key: 'auth.rules.inconsistent_twice' },
    });
  });

  it('asks for the password confirmation', () => {
    expect(problems({ confirmPassword: '' })).toEqual({ confirmPassword: { key: 'auth.rules.not_empty' } });
  });

  it('asks for the age and terms confirmations', () => {
    expect(problems({ age: false, terms: false })).toEqual({
      age: { key: 'auth.register.mustBeAdult' },
      terms: { key: 'auth.register.mustAcceptTerms' },
    });
  });

  it('in mobile registration asks the number and SMS code, not the username or a confirmation', () => {
    const p = problems(
      { fields: { password: 'abc12345', captcha: 'AB12' }, confirmPassword: '' },
      { method: 'mobile' },
    );
    expect(p).toEqual({
      mobileNum: { rule: 'not_empty', min: 6, max: 15 },
      verificationCode: { rule: 'not_empty', min: 0, max: 255 },
    });
  });

  it('checks only the fields the rules switch on, as required as the rules say', () => {
    const rules: RegisterRules = {
      ...DEFAULT_REGISTER_RULES,
      captcha: { ...DEFAULT_REGISTER_RULES.captcha, enabled: false },
      email: { ...DEFAULT_REGISTER_RULES.email, required: true },
      qqNum: { ...DEFAULT_REGISTER_RULES.qqNum, enabled: false, required: true },
    };
    expect(problems({ fields: { ...complete.fields, captcha: '' } }, {}, rules)).toEqual({
      email: { rule: 'not_empty', min: 5, max: 100 },
    });
  });

  it('checks the invitation code only when its field is shown', () => {
    const fields = { ...complete.fields, affiliateCode: 'a!' };
    expect(problems({ fields })).toEqual({});
    expect(problems({ fields }, { affiliateShown: true })).toEqual({
      affiliateCode: { rule: 'pattern_4', min: 4, max: 20 },
    });
  });

  it('keeps what was typed in hidden fields', () => {
    const fields = { ...complete.fields, qqNum: 'anything' };
    const parsed = registerSchema(DEFAULT_REGISTER_RULES, usernameForm).parse({ ...complete, fields });
    expect(parsed.fields.qqNum).toBe('anything');
  });
});
