import { matchesPattern, type RegisterRule, type RegisterRules } from '@mekong/contracts';
import { z } from 'zod';
import { keyProblem, msgProblem } from '../../../shared/forms/schema-form.ts';
import { type Method, shownRule, TEXT_FIELDS } from './register-fields.ts';

/**
 * The registration form's values: the text fields by name (which ones show depends on the
 * merchant's rules), the password confirmation, and the two confirmations of age and terms.
 */
export type RegisterValues = {
  fields: Record<string, string>;
  confirmPassword: string;
  age: boolean;
  terms: boolean;
};

/** What decides which fields the form shows besides the rules. */
export type RegisterShape = {
  method: Method;
  /** REGMOBVERF3: the SMS code is asked in username registration too. */
  smsOn: boolean;
  /** Whether the invitation-code field is on the form (no valid code came with the link). */
  affiliateShown: boolean;
};

/** Lengths count characters as people see them (code points), as the server counts them. */
const lengthOf = (value: string) => [...value].length;

/**
 * One field as its rule says, checked on the value without its surrounding spaces (the value
 * itself is left as typed: passwords are sent as they are). An empty value is refused only when
 * required ("not_empty"); a value too short, too long or not of the rule's pattern gets the
 * pattern's message, which names the lengths, the same message the server sends.
 */
export function ruleSchema(rule: RegisterRule) {
  const problem = (key: string) => msgProblem({ rule: key, min: rule.minLength, max: rule.maxLength });
  const wrong = problem(`pattern_${rule.patternId}`);
  const maxLength = rule.maxLength > 0 ? rule.maxLength : Number.POSITIVE_INFINITY;
  const filled = (v: string) => v.trim() !== '';
  const length = (v: string) => lengthOf(v.trim());
  return (
    z
      .string()
      .refine((v) => !rule.required || filled(v), problem('not_empty'))
      .refine((v) => !filled(v) || (length(v) >= rule.minLength && length(v) <= maxLength), wrong)
      .refine((v) => !filled(v) || matchesPattern(v.trim(), rule.acceptedPattern, rule.patternId), wrong)
      // A field never typed in is checked as empty.
      .prefault('')
  );
}

/** Every field the merchant's rules cover that the form may show, in the form's order. */
const RULED_FIELDS = [...TEXT_FIELDS.map((f) => f.field), 'mobileNum', 'verificationCode', 'captcha'] as const;

/**
 * The registration form's schema, built from the merchant's registration rules: each field the
 * rules switch on for this method, required and checked as its rule says; the invitation code
 * when its field shows; the password confirmation (the mobile method copies the password
 * instead); 18+ and the terms.
 */
export function registerSchema(
  rules: RegisterRules,
  { method, smsOn, affiliateShown }: RegisterShape,
): z.ZodType<RegisterValues, RegisterValues> {
  const fields: Record<string, ReturnType<typeof ruleSchema>> = {};
  for (const field of RULED_FIELDS) {
    const rule = shownRule(rules, field, method, smsOn);
    if (rule) fields[field] = ruleSchema(rule);
  }
  if (affiliateShown) fields.affiliateCode = ruleSchema(rules.affiliateCode);
  const confirmed = method === 'username';
  return (
    z
      .object({
        // A field the rules do not show keeps what was typed in it, unchecked.
        fields: z.looseObject(fields),
        confirmPassword: confirmed ? z.string().min(1, keyProblem('auth.rules.not_empty')) : z.string(),
        age: z.boolean().refine((v) => v, keyProblem('auth.register.mustBeAdult')),
        terms: z.boolean().refine((v) => v, keyProblem('auth.register.mustAcceptTerms')),
      })
      // Field problems do not stop this check: a wrong confirmation shows with them.
      .refine((v) => !confirmed || !v.confirmPassword || v.confirmPassword === v.fields.password, {
        path: ['confirmPassword'],
        message: keyProblem('auth.rules.inconsistent_twice'),
      }) as z.ZodType<RegisterValues, RegisterValues>
  );
}
