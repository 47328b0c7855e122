import { useLocation } from 'react-router';
import { useAffiliateCheck } from '../api/affiliate.ts';
import { urlAffiliateCode } from './register-fields.ts';

/**
 * The invitation code the visitor's link carried (`?code=` or `?affiliateCode=`), checked with
 * the server. `valid` is undefined while the check runs.
 */
export function useUrlAffiliate(on: boolean): { code: string | null; valid: boolean | undefined } {
  const { search } = useLocation();
  const code = on ? urlAffiliateCode(search) : null;
  const check = useAffiliateCheck(code);
  if (code === null) return { code, valid: false };
  return { code, valid: check.isSuccess ? true : check.isError ? false : undefined };
}
