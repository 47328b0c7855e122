import { useMutation } from '@tanstack/react-query';
import { sealedApi } from '../../../shared/api/sealed.ts';

export type ChangePasswordBody = { oldPassword: string; newPassword: string; confirmNewPassword: string };

/** POST /wps/member/password (sealed): ends the member's other sessions. */
export const changePassword = (body: ChangePasswordBody) => sealedApi<null>('/wps/member/password', body);

export const useChangePasswordMutation = () => useMutation({ mutationFn: changePassword });
