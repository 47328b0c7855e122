import { z } from 'zod';
import { matchesPattern, PATTERN_SOURCES, type PatternId } from './patterns.ts';

/** Every field the merchant's registration rules cover. */
export const REGISTER_FIELDS = [
  'username',
  'password',
  'payeeName',
  'paymentPassword',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'email',
  'mobileNum',
  'affiliateCode',
  'captcha',
  'recommenderId',
  'verificationCode',
  'nickname',
  'telegram',
  'zalo',
  'birthday',
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

export const registerRule = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  minLength: z.number().int().min(0),
  maxLength: z.number().int().min(0),
  acceptedPattern: z.string(),
  patternId: z.number().int().min(0).max(16),
});
export type RegisterRule = z.infer<typeof registerRule>;
export type RegisterRules = Record<RegisterField, RegisterRule>;

/** GET /wps/system/setting/register: one rule per field. */
export const registerRules = z.record(z.enum(REGISTER_FIELDS), registerRule);

const rule = (patternId: PatternId, minLength: number, maxLength: number, enabled = true, required = false) => ({
  enabled,
  required,
  minLength,
  maxLength,
  acceptedPattern: PATTERN_SOURCES[patternId],
  patternId,
});

/** What a merchant gets until its operator changes a rule. */
export const DEFAULT_REGISTER_RULES: RegisterRules = {
  username: rule(1, 6, 16, true, true),
  password: rule(5, 6, 20, true, true),
  payeeName: rule(12, 2, 50, true, false),
  paymentPassword: rule(6, 6, 6, false, true),
  qqNum: rule(6, 5, 12, false),
  line: rule(9, 3, 50, false),
  whatsapp: rule(6, 6, 15, false),
  facebook: rule(9, 3, 50, false),
  wechat: rule(9, 3, 50, false),
  idNumber: rule(4, 6, 20, false),
  email: rule(3, 5, 100, true, false),
  mobileNum: rule(6, 6, 15, true, false),
  affiliateCode: rule(4, 4, 20, true, false),
  captcha: rule(4, 4, 4, true, true),
  recommenderId: rule(4, 4, 20, false),
  verificationCode: rule(6, 0, 255, true, true),
  nickname: rule(0, 1, 20, false),
  telegram: rule(9, 3, 50, false),
  zalo: rule(6, 6, 15, false),
  birthday: rule(11, 10, 10, false),
};

/** A failed check: the translation key and the lengths its message shows. */
export type FieldProblem = { key: 'not_empty' | `pattern_${number}`; min: number; max: number };

/**
 * Checks one value against its rule. Empty optional values pass; an empty required value is
 * 'not_empty'; a wrong length or shape reports the pattern's message, which names the lengths.
 */
export function checkField(value: string | undefined | null, r: RegisterRule): FieldProblem | null {
  const v = value ?? '';
  const problem = (key: FieldProblem['key']): FieldProblem => ({ key, min: r.minLength, max: r.maxLength });
  if (v === '') return r.required ? problem('not_empty') : null;
  const length = [...v].length;
  if (length < r.minLength || (r.maxLength > 0 && length > r.maxLength)) return problem(`pattern_${r.patternId}`);
  if (!matchesPattern(v, r.acceptedPattern, r.patternId)) return problem(`pattern_${r.patternId}`);
  return null;
}

/** Fields the client shows and the server checks for a registration method. */
export function effectiveRule(field: RegisterField, r: RegisterRule, method: 'username' | 'mobile', smsOn: boolean) {
  if (field === 'paymentPassword' && r.enabled) return { ...r, required: true };
  if (field === 'mobileNum' && method === 'mobile') return { ...r, enabled: true, required: true };
  if (field === 'verificationCode') {
    const shown = method === 'mobile' || smsOn;
    return { ...r, enabled: shown, required: shown, minLength: Math.max(0, r.minLength), maxLength: 255 };
  }
  if (field === 'username' && method === 'mobile') return { ...r, enabled: false, required: false };
  return r;
}
