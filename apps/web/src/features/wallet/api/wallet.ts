import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { queryKeys } from '../../../shared/api/query-keys.ts';
import { sealedApi } from '../../../shared/api/sealed.ts';
import { dayStartsAt, lastMomentOf } from '../../../shared/lib/dates.ts';

export type Channel = {
  id: number;
  kind: 'BANK' | 'GATEWAY';
  name: string;
  minAmount: string;
  maxAmount: string;
  feeBps: number;
  bankName: string | null;
  accountNumber: string | null;
  accountName: string | null;
};
export type BankCard = { id: number; bankName: string; accountNumber: string; accountName: string };
export type WalletBalance = {
  sumBalance: string;
  currency: string;
  currencySymbol: string;
  balance: {
    accountTypeId: number;
    vendorCode: string;
    availBalance: string;
    /** TRANSFER: the game provider keeps this balance itself (its own answer, just now). */
    walletModel?: 'SEAMLESS' | 'TRANSFER';
    /** The provider did not answer: the balance is unknown, shown as 0. */
    unavailable?: boolean;
  }[];
  /** Transfers still waiting for a game provider's confirmation (transfer-wallet sites). */
  pendingTransfers?: number;
};
export type TransferResult = { transactionId: number; replayed: boolean; status: 'DONE' | 'PENDING' };
export type RecallResult = { recalled: string; pending: string; notRecalled: string[] };
export type History = {
  total: number;
  totalIn: string;
  totalOut: string;
  list: { transactionId: number; type: string; amount: string; balanceAfter: string; createdAt: string }[];
};
export type DepositRecord = {
  id: number;
  amount: string;
  fee: string;
  status: string;
  reference: string | null;
  createdAt: string;
};
export type WithdrawRecord = {
  id: number;
  amount: string;
  status: string;
  confirmation: string;
  receivedAmount: string | null;
  createdAt: string;
};

const key = () => crypto.randomUUID();

export const useChannels = () =>
  useQuery({ queryKey: ['channels'], queryFn: () => api<Channel[]>('/wps/transaction/deposit/channels') });
export const useBankCards = () =>
  useQuery({ queryKey: ['bank-cards'], queryFn: () => api<BankCard[]>('/wps/member/bankCard') });
export const useWallet = () =>
  useQuery({ queryKey: queryKeys.wallets, queryFn: () => api<WalletBalance>('/wps/v2/wallets/balance') });
export const useMerchantWallet = () =>
  useQuery({
    queryKey: ['merchant-wallet'],
    queryFn: () => api<{ isSingle: boolean }>('/wps/relay/GCS_merchantWallet'),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useHistory = (q: { type: string; page: number; size: number; from: string; to: string }) =>
  useQuery({
    queryKey: ['history', q],
    queryFn: () => {
      const p = new URLSearchParams({ page: String(q.page), size: String(q.size) });
      if (q.type) p.set('type', q.type);
      // The typed days are the brand's, the ones its dates show; the call's `to` is included.
      if (q.from) p.set('from', dayStartsAt(q.from));
      if (q.to) p.set('to', lastMomentOf(q.to));
      return api<History>(`/wps/member/transactions?${p}`);
    },
  });
export const useDepositRecords = () =>
  useQuery({ queryKey: ['deposit-records'], queryFn: () => api<DepositRecord[]>('/wps/transaction/deposit/records') });
export const useWithdrawRecords = () =>
  useQuery({
    queryKey: ['withdraw-records'],
    queryFn: () => api<WithdrawRecord[]>('/wps/transaction/withdraw/records'),
  });

export const createDeposit = (channelId: number, amount: string, reference: string) =>
  api<{ id: number; status: string; payUrl: string | null }>('/wps/transaction/deposit', {
    method: 'PUT',
    body: JSON.stringify({ channelId, amount, reference: reference || undefined, idempotencyKey: key() }),
  });
export const withdraw = (bankAccountId: number, amount: string, paymentPassword: string) =>
  sealedApi<{ id: number }>(
    '/wps/transaction/withdraw',
    { bankAccountId, amount, paymentPassword, idempotencyKey: key() },
    'PUT',
  );
export const confirmWithdrawal = (id: number, result: string, receivedAmount?: string, images?: string[]) =>
  api<null>(`/wps/transaction/withdraw/${id}/confirm`, {
    method: 'POST',
    body: JSON.stringify({ result, receivedAmount, images }),
  });
export const addBankCard = (bankName: string, accountNumber: string, accountName: string) =>
  sealedApi<{ id: number }>('/wps/member/bankCard', { bankName, accountNumber, accountName }, 'PUT');
export const setPaymentPassword = (paymentPassword: string, oldPaymentPassword?: string) =>
  sealedApi<null>('/wps/member/paymentPassword', { paymentPassword, oldPaymentPassword });
export const walletTransfer = (vendorCode: string, direction: 'IN' | 'OUT', amount: string) =>
  api<TransferResult>('/wps/relay/GCS_walletTransfer', {
    method: 'POST',
    body: JSON.stringify({ vendorCode, direction, amount, idempotencyKey: key() }),
  });
export const recallAll = () => api<RecallResult>('/wps/relay/GCS_recallAll', { method: 'POST' });
export const transferUpline = (amount: string, paymentPassword: string) =>
  sealedApi<{ transactionId: number }>('/wps/member/transferUpline', {
    amount,
    paymentPassword,
    idempotencyKey: key(),
  });

export const useCreateDepositMutation = () =>
  useMutation({
    mutationFn: (v: { channelId: number; amount: string; reference: string }) =>
      createDeposit(v.channelId, v.amount, v.reference),
  });
export const useWithdrawMutation = () =>
  useMutation({
    mutationFn: (v: { bankAccountId: number; amount: string; paymentPassword: string }) =>
      withdraw(v.bankAccountId, v.amount, v.paymentPassword),
  });
export const useConfirmWithdrawalMutation = () =>
  useMutation({
    mutationFn: (v: { id: number; result: string; receivedAmount?: string; images?: string[] }) =>
      confirmWithdrawal(v.id, v.result, v.receivedAmount, v.images),
  });
export const useAddBankCardMutation = () =>
  useMutation({
    mutationFn: (v: { bankName: string; accountNumber: string; accountName: string }) =>
      addBankCard(v.bankName, v.accountNumber, v.accountName),
  });
export const useSetPaymentPasswordMutation = () =>
  useMutation({
    mutationFn: (v: { paymentPassword: string; oldPaymentPassword?: string }) =>
      setPaymentPassword(v.paymentPassword, v.oldPaymentPassword),
  });
export const useWalletTransferMutation = () =>
  useMutation({
    mutationFn: (v: { vendorCode: string; direction: 'IN' | 'OUT'; amount: string }) =>
      walletTransfer(v.vendorCode, v.direction, v.amount),
  });
export const useRecallAllMutation = () => useMutation({ mutationFn: recallAll });
export const useTransferUplineMutation = () =>
  useMutation({
    mutationFn: (v: { amount: string; paymentPassword: string }) => transferUpline(v.amount, v.paymentPassword),
  });
