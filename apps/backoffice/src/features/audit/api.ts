import type { auditRow, auditValue, auditVerifyValue } from '@mekong/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../shared/api/client.ts';

export type AuditRow = z.infer<typeof auditRow>;
export type AuditQuery = {
  actorType?: string;
  action?: string;
  from?: string;
  to?: string;
  page: number;
  size: number;
};

/** GET /wps/operator/audit: newest first, filtered and paged on the server. */
export const useAudit = (query: AuditQuery) =>
  useQuery({
    queryKey: ['audit', query],
    queryFn: () => api<z.infer<typeof auditValue>>('/wps/operator/audit', { query }),
    placeholderData: (previous) => previous,
  });

/** GET /wps/operator/audit/verify: the operators' chain checked from its first link. */
export const useVerifyChain = () =>
  useMutation({ mutationFn: () => api<z.infer<typeof auditVerifyValue>>('/wps/operator/audit/verify') });

export type ReconciliationRun = {
  id: number;
  ok: boolean;
  checkedAt: string;
  accounts: number;
  transactions: number;
  balanceMismatches: unknown[];
  unbalancedTransactions: unknown[];
};

/** GET /wps/operator/reconciliation/runs: the ledger proofs, newest first, and the alarm. */
export const useReconciliationRuns = () =>
  useQuery({
    queryKey: ['reconciliation'],
    queryFn: () => api<{ alarm: boolean; runs: ReconciliationRun[] }>('/wps/operator/reconciliation/runs'),
  });

/** GET /wps/operator/reconciliation: a proof now, kept with the nightly ones. */
export function useRunReconciliation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<ReconciliationRun>('/wps/operator/reconciliation'),
    onSuccess: () => client.invalidateQueries({ queryKey: ['reconciliation'] }),
  });
}
