import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { setUnauthorizedHandler } from '../../../shared/api/client.ts';
import { memberInfoQuery, rememberLogin } from '../api/session.ts';
import { useCompleteLogin } from './complete-login.ts';
import { forgetToken, remembered } from './remember.ts';
import { useSession } from './session.ts';

/**
 * At start: a 401 anywhere clears the session; a stored token loads the member; no token but a
 * remember-me cookie signs in silently (docs/decisions/0003).
 */
export function useSessionBoot() {
  const queryClient = useQueryClient();
  const { token, clear, setMember } = useSession();
  const complete = useCompleteLogin();
  const tried = useRef(false);

  useEffect(() => {
    setUnauthorizedHandler(() => {
      clear();
      queryClient.removeQueries({ queryKey: ['member-info'] });
    });
  }, [clear, queryClient]);

  const info = useQuery(memberInfoQuery(token));
  useEffect(() => {
    if (info.data) setMember(info.data);
  }, [info.data, setMember]);

  useEffect(() => {
    if (token || tried.current) return;
    tried.current = true;
    const saved = remembered();
    if (!saved.username || !saved.token) return;
    rememberLogin(saved.username, saved.token)
      .then((value) => complete(value, { type: 'other' }))
      .catch(() => forgetToken());
  }, [token, complete]);
}
