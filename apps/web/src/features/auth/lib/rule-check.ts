import { checkField, type RegisterField } from '@mekong/contracts';
import { keyMsg, type Msg, ruleMsg } from '../../../shared/forms/messages.ts';
import { useRegisterRules } from '../api/register-rules.ts';

/**
 * Checks a value against the merchant's registration rule for that field, as a required field
 * (password recovery and change reuse the registration's username, email, mobile and password
 * rules). Until the rules arrive only emptiness is checked; the server checks again.
 */
export function useRuleCheck() {
  const rules = useRegisterRules().data;
  return (field: RegisterField, value: string): Msg | undefined => {
    const rule = rules?.[field];
    if (rule) return ruleMsg(checkField(value, { ...rule, required: true }));
    return value.trim() ? undefined : keyMsg('auth.rules.not_empty');
  };
}

/** A confirmation that must equal what it confirms. */
export const confirmMsg = (confirm: string, value: string): Msg | undefined =>
  !confirm ? keyMsg('auth.rules.not_empty') : confirm !== value ? keyMsg('auth.rules.inconsistent_twice') : undefined;
