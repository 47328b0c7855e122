import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { dayStartsAt, lastMomentOf } from '../../../shared/lib/dates.ts';
import { useSession } from '../../../shared/session/session.ts';
import { agentKeys } from '../lib/keys.ts';
import { queryString } from '../lib/period.ts';

export type AccountRecord = {
  total: number;
  totalIn: string;
  totalOut: string;
  list: { transactionId: number; type: string; amount: string; balanceAfter: string; createdAt: string }[];
};
/** Days as typed (YYYY-MM-DD, the merchant's calendar); empty for no bound. */
export type TransactionsFilter = { type: string; from: string; to: string; page: number; size: number };

/** A typed day from its first moment on the merchant's clock to its last (the call's `to` is included). */
const dayStart = (day: string) => (day ? dayStartsAt(day) : '');
const dayEnd = (day: string) => (day ? lastMomentOf(day) : '');

export const fetchTransactions = (f: TransactionsFilter) =>
  api<AccountRecord>(
    `/wps/member/transactions?${queryString(null, { ...f, from: dayStart(f.from), to: dayEnd(f.to) })}`,
  );

/** GET /wps/member/transactions: the agent's own account record, by ledger type and days. */
export const transactionsQuery = (token: string | null, f: TransactionsFilter) =>
  queryOptions({
    queryKey: agentKeys.transactions(token, f),
    queryFn: () => fetchTransactions(f),
    enabled: !!token,
    placeholderData: keepPreviousData,
  });

export const useTransactions = (f: TransactionsFilter) =>
  useQuery(
    transactionsQuery(
      useSession((s) => s.token),
      f,
    ),
  );
