import { useMutation } from '@tanstack/react-query';
import { sealedApi } from '../../../shared/api/sealed.ts';

export type ResetByEmailBody = { username: string; code: string; newPassword: string; confirmNewPassword: string };

/** POST /wps/member/password/email/reset (sealed): the emailed code and a new password. */
export const resetByEmail = (body: ResetByEmailBody) => sealedApi<null>('/wps/member/password/email/reset', body);

export const useResetByEmailMutation = () => useMutation({ mutationFn: resetByEmail });
