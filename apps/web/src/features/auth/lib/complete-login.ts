import type { LoginValue } from '@mekong/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { memberInfoQuery } from '../api/member-info.ts';
import { remember } from './remember.ts';
import { useSession } from './session.ts';

export type LoginContext = {
  /** How the visitor signed in: an SMS login never has to change a password it did not type. */
  type: 'username' | 'sms' | 'other';
  username?: string;
  password?: string;
  rememberMe?: boolean;
};

/** Loads the signed-in member, refreshes the balance and opens the after-login modal. */
export function useFinishLogin() {
  const queryClient = useQueryClient();
  return async (token: string) => {
    const { setMember, openModal } = useSession.getState();
    setMember(await queryClient.fetchQuery({ ...memberInfoQuery(token), staleTime: 0 }));
    await queryClient.invalidateQueries({ queryKey: ['balance'] });
    openModal('afterLogin');
  };
}

/**
 * What happens after any successful sign-in (SPEC point 4, Login): keep the session, then
 * either demand a new password (first login, expired, or the merchant's default password) or
 * load the member and greet them.
 */
export function useCompleteLogin() {
  const finish = useFinishLogin();
  return async (value: LoginValue, ctx: LoginContext) => {
    const { signedIn, setForcedChange, openModal } = useSession.getState();
    signedIn(value);
    if (ctx.rememberMe && ctx.username) remember(ctx.username, value.rememberToken);
    if (value.forceChangePassword && ctx.type !== 'sms') {
      setForcedChange({ oldPassword: ctx.password ?? null });
      openModal('change');
      return;
    }
    setForcedChange(null);
    await finish(value.token);
  };
}
