import {
  checkField,
  DEFAULT_REGISTER_RULES,
  type FieldProblem,
  REGISTER_FIELDS,
  type RegisterField,
  type RegisterRules,
  registerRule,
} from '@mekong/contracts';
import { AppError } from '../../platform/errors.ts';
import type { ResolvedMerchant } from '../../platform/merchant.ts';

/** The merchant's rules: its own overrides on top of the defaults, each override checked. */
export function registerRulesOf(merchant: ResolvedMerchant): RegisterRules {
  const rules = { ...DEFAULT_REGISTER_RULES };
  for (const field of REGISTER_FIELDS) {
    const parsed = registerRule.safeParse({
      ...rules[field],
      ...(merchant.registerRules[field] as object | undefined),
    });
    if (parsed.success) rules[field] = parsed.data;
  }
  return rules;
}

/** Collects field problems and throws them together, the way forms show them. */
export class FieldErrors {
  private readonly fields: Record<string, FieldProblem | { key: string; min: number; max: number }> = {};
  add(field: string, problem: { key: string; min: number; max: number } | null) {
    if (problem && !this.fields[field]) this.fields[field] = problem;
  }
  check(field: RegisterField | string, value: string | undefined, rule: RegisterRules[RegisterField]) {
    this.add(field, checkField(value, rule));
  }
  throwIfAny() {
    if (Object.keys(this.fields).length > 0) {
      throw new AppError('request.param.err', 'Some fields are not valid', { fields: this.fields });
    }
  }
}

/** Checks one password against the merchant's password rule (changes and resets use it too). */
export function checkNewPassword(merchant: ResolvedMerchant, field: string, password: string) {
  const errors = new FieldErrors();
  errors.check(field, password, { ...registerRulesOf(merchant).password, required: true });
  errors.throwIfAny();
}
