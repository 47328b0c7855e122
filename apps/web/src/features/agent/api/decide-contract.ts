import type { ContractKind } from '@mekong/contracts';
import { useMutation } from '@tanstack/react-query';
import { api, postJson } from '../../../shared/api/client.ts';
import type { ContractDecision } from '../lib/types.ts';

/** The original product's relay through which a downline answers each kind of contract. */
const RELAY: Record<ContractKind, string> = {
  DIVIDEND: 'MCS2_processDividendReq',
  DAILY_SALARY: 'MCS2_processDailySalContract',
  HOURLY_SALARY: 'MCS2_processContractHourSalary',
  REALTIME_SALARY: 'MCSFE_processRealTimeSalaryContract',
};

export type Decision = 'ACCEPT' | 'REJECT' | 'TERMINATE';

/** The member accepts or rejects an offer, or ends the contract in force. */
export const decideContract = (kind: ContractKind, action: Decision, contractId: number) =>
  api<ContractDecision>(`/wps/relay/${RELAY[kind]}`, postJson({ action, contractId }));

export const useDecideContractMutation = () =>
  useMutation({
    mutationFn: (v: { kind: ContractKind; action: Decision; contractId: number }) =>
      decideContract(v.kind, v.action, v.contractId),
  });
