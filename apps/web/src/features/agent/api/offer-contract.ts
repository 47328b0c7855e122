import type { ContractKind, ContractTerms } from '@mekong/contracts';
import { useMutation } from '@tanstack/react-query';
import { api, postJson } from '../../../shared/api/client.ts';
import type { Contract } from '../lib/types.ts';

/** POST /wps/agent/contracts: an offer to a direct downline, PENDING until they answer. */
export const offerContract = (input: { memberId: number; kind: ContractKind; terms: ContractTerms }) =>
  api<Contract>('/wps/agent/contracts', postJson(input));

export const useOfferContractMutation = () => useMutation({ mutationFn: offerContract });
