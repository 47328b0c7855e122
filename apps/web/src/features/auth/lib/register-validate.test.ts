import { DEFAULT_REGISTER_RULES } from '@mekong/contracts';
import { describe, expect, it } from 'vitest';
import { type RegisterInput, validateRegister } from './register-validate.ts';

const base: RegisterInput = {
  rules: DEFAULT_REGISTER_RULES,
  method: 'username',
  smsOn: false,
  values: { username: 'player01', password: 'abc12345', captcha: 'AB12' },
  confirm: 'abc12345',
  age: true,
  terms: true,
  affiliateShown: false,
};
const problems = (input: Partial<RegisterInput>) =>
  Object.fromEntries(Object.entries(validateRegister({ ...base, ...input })).filter(([, m]) => m));

describe('validateRegister', () => {
  it('accepts a complete username registration', () => {
    expect(problems({})).toEqual({});
  });

  it('names the rule a field breaks, with its lengths, and empty required fields', () => {
    expect(problems({ values: { username: '1bad', password: '' } })).toEqual({
      username: { rule: 'pattern_1', min: 6, max: 16 },
      password: { rule: 'not_empty', min: 6, max: 20 },
      captcha: { rule: 'not_empty', min: 4, max: 4 },
      confirmPassword: { key: 'auth.rules.inconsistent_twice' },
    });
  });

  it('asks for the age and terms confirmations', () => {
    expect(problems({ age: false, terms: false })).toEqual({
      age: { key: 'auth.register.mustBeAdult' },
      terms: { key: 'auth.register.mustAcceptTerms' },
    });
  });

  it('in mobile registration asks the number and SMS code, not the username or a confirmation', () => {
    const p = problems({ method: 'mobile', values: { password: 'abc12345', captcha: 'AB12' }, confirm: '' });
    expect(p).toEqual({
      mobileNum: { rule: 'not_empty', min: 6, max: 15 },
      verificationCode: { rule: 'not_empty', min: 0, max: 255 },
    });
  });

  it('checks the invitation code only when its field is shown', () => {
    expect(problems({ affiliateShown: true, values: { ...base.values, affiliateCode: 'a!' } })).toEqual({
      affiliateCode: { rule: 'pattern_4', min: 4, max: 20 },
    });
  });
});
