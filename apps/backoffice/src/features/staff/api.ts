import type { OperatorRole, StaffMember, staffCreateRequest } from '@mekong/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../shared/api/client.ts';

/** GET /wps/operator/staff: the merchant's operators. */
export const useStaff = () =>
  useQuery({
    queryKey: ['staff'],
    queryFn: async () => {
      const value = await api<StaffMember[] | { list: StaffMember[] }>('/wps/operator/staff');
      return Array.isArray(value) ? value : value.list;
    },
  });

function useStaffMutation<Input>(call: (input: Input) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => client.invalidateQueries({ queryKey: ['staff'] }) });
}

/** POST /wps/operator/staff. */
export const useCreateStaff = () =>
  useStaffMutation((body: z.output<typeof staffCreateRequest>) => api('/wps/operator/staff', { method: 'POST', body }));

/** PATCH /wps/operator/staff/:id: role or status. */
export const useUpdateStaff = () =>
  useStaffMutation(({ id, ...body }: { id: number; role?: OperatorRole; status?: 'ACTIVE' | 'DISABLED' }) =>
    api(`/wps/operator/staff/${id}`, { method: 'PATCH', body }),
  );

/** POST /wps/operator/staff/:id/totp-reset: the operator enrols a new authenticator at next sign-in. */
export const useResetTotp = () =>
  useStaffMutation((id: number) => api(`/wps/operator/staff/${id}/totp-reset`, { method: 'POST', body: {} }));
