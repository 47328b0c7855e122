import type { LoginValue } from '@mekong/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { isAgentAccount } from '../../../shared/api/account-types.ts';
import { memberQuery } from '../../../shared/api/member.ts';
import { queryKeys } from '../../../shared/api/query-keys.ts';
import { useSession } from '../../../shared/session/session.ts';
import { useWithdrawOnly } from '../../../shared/session/withdraw-only.ts';
import { useUi } from '../../../shared/store/ui.ts';
import { remember } from './remember.ts';

export type LoginContext = {
  /** How the visitor signed in: an SMS login never has to change a password it did not type. */
  type: 'username' | 'sms' | 'other';
  username?: string;
  password?: string;
  rememberMe?: boolean;
};

/**
 * Loads the signed-in member, refreshes the balance and opens the after-login modal, or first the
 * confirmation of age and terms that an account an agent opened still owes.
 */
export function useFinishLogin() {
  const queryClient = useQueryClient();
  return async (token: string) => {
    const member = await queryClient.fetchQuery({ ...memberQuery(token), staleTime: 0 });
    if (member.adultConfirmRequired) {
      useUi.getState().openModal('adultConfirm');
      return;
    }
    await queryClient.invalidateQueries({ queryKey: queryKeys.balances });
    useUi.getState().openModal('afterLogin');
  };
}

/**
 * What happens after any successful sign-in: keep the session, then either demand a new password
 * (a first login, an expired password, or the merchant's default password still in use) or load
 * the member and greet them.
 */
export function useCompleteLogin() {
  const finish = useFinishLogin();
  const queryClient = useQueryClient();
  return async (value: LoginValue, ctx: LoginContext) => {
    const { setForcedChange, setFirstTimeLogin, openModal } = useUi.getState();
    useSession.getState().signedIn(value, isAgentAccount(value.customerType));
    // During a break the session is withdraw-only: the site shows only the withdraw-only view.
    if (value.withdrawOnly) useWithdrawOnly.getState().start(value.withdrawOnly);
    setFirstTimeLogin(value.firstTimeLogin);
    if (ctx.rememberMe && ctx.username) remember(ctx.username, value.rememberToken);
    if (value.forceChangePassword && ctx.type !== 'sms') {
      setForcedChange({ oldPassword: ctx.password ?? null });
      openModal('change');
      return;
    }
    setForcedChange(null);
    if (value.withdrawOnly) {
      openModal(null);
      await queryClient.fetchQuery({ ...memberQuery(value.token), staleTime: 0 });
      return;
    }
    await finish(value.token);
  };
}
