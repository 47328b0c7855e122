import { effectiveRule, type RegisterField, type RegisterRule, type RegisterRules } from '@mekong/contracts';

export type Method = 'username' | 'mobile';

/** The order fields appear in; captcha, SMS code, phone and affiliate are placed by the form. */
export const TEXT_FIELDS: { field: RegisterField; type?: string; autoComplete?: string }[] = [
  { field: 'username', autoComplete: 'username' },
  { field: 'password', type: 'password', autoComplete: 'new-password' },
  { field: 'paymentPassword', type: 'password', autoComplete: 'off' },
  { field: 'payeeName', autoComplete: 'name' },
  { field: 'nickname', autoComplete: 'nickname' },
  { field: 'email', type: 'email', autoComplete: 'email' },
  { field: 'birthday', autoComplete: 'bday' },
  { field: 'idNumber' },
  { field: 'qqNum' },
  { field: 'wechat' },
  { field: 'line' },
  { field: 'whatsapp' },
  { field: 'telegram' },
  { field: 'zalo' },
  { field: 'facebook' },
  { field: 'recommenderId' },
];

/** The rule the form applies to a field for this method, or null when the field is hidden. */
export function shownRule(
  rules: RegisterRules,
  field: RegisterField,
  method: Method,
  smsOn: boolean,
): RegisterRule | null {
  const r = effectiveRule(field, rules[field], method, smsOn);
  return r.enabled ? r : null;
}

/** The affiliate code from the link the visitor came by (`?code=` or `?affiliateCode=`). */
export function urlAffiliateCode(search: string): string | null {
  const q = new URLSearchParams(search);
  return q.get('affiliateCode') ?? q.get('code');
}
