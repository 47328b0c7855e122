import type { ContractKind, ContractTerms } from '@mekong/contracts';
import { useMutation } from '@tanstack/react-query';
import { sealedApi } from '../../../shared/api/sealed.ts';
import type { CreatedDownline } from '../lib/types.ts';

export type OpenDownlineInput = {
  username: string;
  password?: string;
  accountType: 'PLAYER' | 'AGENT';
  nickname?: string;
  contracts?: { kind: ContractKind; terms: ContractTerms }[];
};

/** POST /wps/agent/downline (sealed): a new member directly below the agent, with contract offers. */
export const openDownline = (input: OpenDownlineInput) => sealedApi<CreatedDownline>('/wps/agent/downline', input);

export const useOpenDownlineMutation = () => useMutation({ mutationFn: openDownline });
