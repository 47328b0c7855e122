import { CONTRACT_KINDS, type ContractKind, isModuleOn, type WhitelabelNode } from '@mekong/contracts';
import { useSystemStatus } from '../../../shared/system/status-context.ts';

/** The whitelabel switch of each contract kind (packages/contracts/src/modules.ts). */
const MODULE: Record<ContractKind, string> = {
  DIVIDEND: 'SIGNCONDIV3',
  DAILY_SALARY: 'DAILYSALCONT3',
  HOURLY_SALARY: 'HOURSAL3',
  REALTIME_SALARY: 'RTSALARY3',
};

/** The contract kinds this site offers (under AGENTPOLICY3); a switched-off kind is not offered. */
export function useContractKinds(): ContractKind[] {
  const tree = useSystemStatus().info.whitelabel as WhitelabelNode[];
  return CONTRACT_KINDS.filter((k) => isModuleOn(tree, MODULE[k]));
}
