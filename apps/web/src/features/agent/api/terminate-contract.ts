import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import type { Contract } from '../lib/types.ts';

/** POST /wps/agent/contracts/:id/terminate: withdraws an offer or ends a contract in force. */
export const terminateContract = (id: number) =>
  api<Contract>(`/wps/agent/contracts/${id}/terminate`, { method: 'POST' });

export const useTerminateContractMutation = () => useMutation({ mutationFn: terminateContract });
