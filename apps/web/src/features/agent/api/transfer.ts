import { useMutation } from '@tanstack/react-query';
import { sealedApi } from '../../../shared/api/sealed.ts';
import type { AgentTransfer } from '../lib/types.ts';

/**
 * POST /wps/agent/transfer (sealed): main wallet to a team member's, with the payment password.
 * The key is made once per attempt by the caller, so a retried click cannot pay twice.
 */
export const transferToMember = (input: {
  memberId: number;
  amount: string;
  paymentPassword: string;
  idempotencyKey: string;
}) => sealedApi<AgentTransfer>('/wps/agent/transfer', input);

export const useTransferToMemberMutation = () => useMutation({ mutationFn: transferToMember });
