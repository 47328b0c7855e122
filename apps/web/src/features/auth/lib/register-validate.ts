import { checkField, type RegisterRules } from '@mekong/contracts';
import { keyMsg, type Msgs, ruleMsg } from '../../../shared/forms/messages.ts';
import { type Method, shownRule, TEXT_FIELDS } from './register-fields.ts';

export type RegisterInput = {
  rules: RegisterRules;
  method: Method;
  /** REGMOBVERF3: the SMS code is asked in username registration too. */
  smsOn: boolean;
  values: Record<string, string>;
  confirm: string;
  age: boolean;
  terms: boolean;
  /** Whether the invitation-code field is on the form (no valid code came with the link). */
  affiliateShown: boolean;
};

/**
 * Every client-side check of the registration form: each shown field against its
 * rule, the password confirmation (username method only: the mobile method copies it), 18+ and
 * the terms. An entry is undefined when the field is fine.
 */
export function validateRegister(input: RegisterInput): Msgs {
  const { rules, method, smsOn, values } = input;
  const out: Msgs = {};
  const fields = [...TEXT_FIELDS.map((f) => f.field), 'mobileNum', 'verificationCode', 'captcha'] as const;
  for (const field of fields) {
    const rule = shownRule(rules, field, method, smsOn);
    if (rule) out[field] = ruleMsg(checkField(values[field]?.trim(), rule));
  }
  if (input.affiliateShown) out.affiliateCode = ruleMsg(checkField(values.affiliateCode?.trim(), rules.affiliateCode));
  if (method === 'username') {
    out.confirmPassword = !input.confirm
      ? keyMsg('auth.rules.not_empty')
      : input.confirm !== values.password
        ? keyMsg('auth.rules.inconsistent_twice')
        : undefined;
  }
  if (!input.age) out.age = keyMsg('auth.register.mustBeAdult');
  if (!input.terms) out.terms = keyMsg('auth.register.mustAcceptTerms');
  return out;
}
