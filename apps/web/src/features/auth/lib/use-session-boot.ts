import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { setPasswordChangeHandler, setUnauthorizedHandler } from '../../../shared/api/client.ts';
import { useRememberLoginMutation } from '../api/login-remember.ts';
import { memberInfoQuery, useMemberInfo } from '../api/member-info.ts';
import { useCompleteLogin } from './complete-login.ts';
import { forgetToken, remembered } from './remember.ts';
import { useSession } from './session.ts';

/**
 * At start: a 401 anywhere clears the session, a `password.change.required` anywhere opens the
 * forced change; a stored token loads the member; a password that still must change (`cpw`)
 * brings the forced step back; no token but a remember-me cookie signs in silently
 * (docs/decisions/0003).
 */
export function useSessionBoot() {
  const queryClient = useQueryClient();
  const { token, clear, setMember } = useSession();
  const complete = useCompleteLogin();
  const rememberLogin = useRememberLoginMutation();
  const tried = useRef(false);

  useEffect(() => {
    setUnauthorizedHandler(() => {
      clear();
      queryClient.removeQueries({ queryKey: ['member-info'] });
      queryClient.removeQueries({ queryKey: ['balance'] });
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
        .fetchQuery({ ...memberInfoQuery(current), staleTime: 0 })
        .then((member) => {
          const { forcedChange, setForcedChange, modal, openModal } = useSession.getState();
          if (!member.forceChangePassword || useSession.getState().token !== current) return;
          if (!forcedChange) setForcedChange({ oldPassword: null });
          if (modal !== 'change') openModal('change');
        })
        .catch(() => {})
        .finally(() => {
          checking = false;
        });
    });
  }, [clear, queryClient]);

  const info = useMemberInfo(token);
  useEffect(() => {
    if (info.data) setMember(info.data);
  }, [info.data, setMember]);

  useEffect(() => {
    if (tried.current) return;
    tried.current = true;
    const { forcedChange, setForcedChange, openModal } = useSession.getState();
    if (token && !forcedChange && sessionStorage.getItem('cpw') === 'true') {
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
