import type { LoginValue } from '@mekong/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { memberInfoQuery } from '../api/session.ts';
import { remember } from './remember.ts';
import { useSession } from './session.ts';

type LoginContext = { type: 'username' | 'sms' | 'other'; username?: string; password?: string; rememberMe?: boolean };

/** Loads the signed-in member, refreshes the balance and opens the after-login modal. */
export function useFinishLogin() {
  const queryClient = useQueryClient();
  return async (token: string) => {
    const { setMember, openModal } = useSession.getState();
    sessionStorage.setItem('cpw', 'false');
    setMember(await queryClient.fetchQuery({ ...memberInfoQuery(token), staleTime: 0 }));
    await queryClient.invalidateQueries({ queryKey: ['balance'] });
    openModal('afterLogin');
  };
}

/**
 * What happens after any successful sign-in (SPEC point 4, Login): keep the session, then
 * either demand a new password or load the member and greet them.
 */
export function useCompleteLogin() {
  const finish = useFinishLogin();
  return async (value: LoginValue, ctx: LoginContext) => {
    const { signedIn, setForcedChange, openModal } = useSession.getState();
    signedIn(value);
    if (ctx.rememberMe && ctx.username) remember(ctx.username, value.rememberToken);
    if (value.forceChangePassword && ctx.type !== 'sms' && ctx.password !== undefined) {
      setForcedChange({ oldPassword: ctx.password });
      openModal('change');
      return;
    }
    await finish(value.token);
  };
}
