import type { ConsolidatedFunds, ContractKind } from '@mekong/contracts';

/**
 * The agent centre's three flagged entries (the original's enableCt, salary, hourSalary), each
 * tied to a contract kind and its field in GET /wps/member/info/funds/consolidated. Real-time
 * salary has no entry of its own in the spec; its income shows under "my income".
 */
export const FLAGGED_TABS = [
  { tab: 'dividendRecord', flag: 'enableCt', field: 'divtypereq', kind: 'DIVIDEND' },
  { tab: 'dailyWages', flag: 'salary', field: 'dailysalreqtype', kind: 'DAILY_SALARY' },
  { tab: 'hourlySalary', flag: 'hourSalary', field: 'contracthoursalreq', kind: 'HOURLY_SALARY' },
] as const satisfies readonly { tab: string; flag: string; field: keyof ConsolidatedFunds; kind: ContractKind }[];

export type FlaggedTab = (typeof FLAGGED_TABS)[number]['tab'];

const FIELD_OF: Record<ContractKind, keyof ConsolidatedFunds> = {
  DIVIDEND: 'divtypereq',
  DAILY_SALARY: 'dailysalreqtype',
  HOURLY_SALARY: 'contracthoursalreq',
  REALTIME_SALARY: 'realtimesalreqtype',
};

/** The flagged entries to show: a contract of the kind is in force (2) or offered (1). */
export function flaggedTabs(state: ConsolidatedFunds | undefined): FlaggedTab[] {
  if (!state) return [];
  return FLAGGED_TABS.filter((f) => state[f.field] > 0).map((f) => f.tab);
}

/** The contract kind a flagged entry lists the income of. */
export const kindOfTab = (tab: string): ContractKind | null => FLAGGED_TABS.find((f) => f.tab === tab)?.kind ?? null;

/** The kinds with an offer waiting for the member's answer. */
export function pendingKinds(state: ConsolidatedFunds | undefined): ContractKind[] {
  if (!state) return [];
  return (Object.keys(FIELD_OF) as ContractKind[]).filter((k) => state[FIELD_OF[k]] === 1);
}

/** The member has any contract as a downline, offered or in force: the contract screen is useful. */
export const hasContracts = (state: ConsolidatedFunds | undefined) =>
  !!state && Object.values(FIELD_OF).some((f) => state[f] > 0);

/** The session storage flags enableSalary and enableContract, kept as the original product did. */
export function sessionFlags(state: ConsolidatedFunds) {
  return {
    enableSalary: state.dailysalreqtype > 0 || state.contracthoursalreq > 0 || state.realtimesalreqtype > 0,
    enableContract: state.divtypereq > 0,
  };
}
