import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import {
  setAdultConfirmHandler,
  setPasswordChangeHandler,
  setUnauthorizedHandler,
} from '../../../shared/api/client.ts';
import { memberQuery } from '../../../shared/api/member.ts';
import { queryKeys } from '../../../shared/api/query-keys.ts';
import { passwordChangeFlag, useSession } from '../../../shared/session/session.ts';
import { useUi } from '../../../shared/store/ui.ts';
import { useRememberLoginMutation } from '../api/login-remember.ts';
import { useCompleteLogin } from './complete-login.ts';
import { forgetToken, remembered } from './remember.ts';

/**
 * At start: a 401 anywhere clears the session, a `password.change.required` anywhere opens the
 * forced change; a stored token loads the member; a password that still must change (`cpw`)
 * brings the forced step back; no token but a remember-me cookie signs in silently
 * (docs/decisions/0003).
 */
export function useSessionBoot() {
  const queryClient = useQueryClient();
  const token = useSession((s) => s.token);
  const clear = useSession((s) => s.clear);
  const complete = useCompleteLogin();
  const rememberLogin = useRememberLoginMutation();
  const tried = useRef(false);

  useEffect(() => {
    setUnauthorizedHandler(() => {
      clear();
      queryClient.removeQueries({ queryKey: queryKeys.members });
      queryClient.removeQueries({ queryKey: queryKeys.balances });
    });
    // The server holds every other call until the password is changed (an SMS sign-in or another
    // tab included): bring up the forced change, asking for the current password. The member read
    // confirms it first, so a refusal that arrives just after the change reopens nothing.
    let checking = false;
    setPasswordChangeHandler(() => {
      const { token: current } = useSession.getState();
      if (checking || !current) return;
      checking = true;
      queryClient
        .fetchQuery({ ...memberQuery(current), staleTime: 0 })
        .then((member) => {
          const { forcedChange, setForcedChange, modal, openModal } = useUi.getState();
          if (!member.forceChangePassword || useSession.getState().token !== current) return;
          if (!forcedChange) setForcedChange({ oldPassword: null });
          if (modal !== 'change') openModal('change');
        })
        .catch(() => {})
        .finally(() => {
          checking = false;
        });
    });
    // An account an agent opened answers nothing else until its player confirms age and terms.
    setAdultConfirmHandler(() => {
      const { forcedChange, modal, openModal } = useUi.getState();
      if (forcedChange === null && modal !== 'adultConfirm') openModal('adultConfirm');
    });
  }, [clear, queryClient]);

  // The member is loaded as soon as there is a session, whichever screen needs it first.
  const member = useQuery(memberQuery(token)).data;

  // A session that comes back (a reload, another tab) to a member who still owes that confirmation.
  useEffect(() => {
    if (!member?.adultConfirmRequired || member.forceChangePassword) return;
    const { forcedChange, modal, openModal } = useUi.getState();
    if (forcedChange === null && modal !== 'adultConfirm') openModal('adultConfirm');
  }, [member]);

  useEffect(() => {
    if (tried.current) return;
    tried.current = true;
    const { forcedChange, setForcedChange, openModal } = useUi.getState();
    if (token && !forcedChange && passwordChangeFlag()) {
      setForcedChange({ oldPassword: null });
      openModal('change');
      return;
    }
    if (token) return;
    const saved = remembered();
    if (!saved.username || !saved.token) return;
    rememberLogin
      .mutateAsync({ username: saved.username, token: saved.token })
      .then((value) => complete(value, { type: 'other', username: saved.username ?? undefined }))
      .catch(() => forgetToken());
  }, [token, complete, rememberLogin]);
}
