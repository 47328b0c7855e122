import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/client.ts';
import { queryKeys } from '../../../shared/api/query-keys.ts';
import { parseAmount } from '../../../shared/lib/money.ts';
import { useVendorCodes } from '../api/vendors.ts';
import { useMerchantWallet, useRecallAllMutation, useWallet, useWalletTransferMutation } from '../api/wallet.ts';
import { FormResult, Money } from './Money.tsx';

/** transferFund: the main wallet and, on a transfer-wallet site, each game's own wallet. */
export function WalletPage() {
  const { t } = useTranslation();
  const wallet = useWallet();
  const mode = useMerchantWallet();
  const vendors = useVendorCodes();
  const queryClient = useQueryClient();
  const transfer = useWalletTransferMutation();
  const recallAll = useRecallAllMutation();
  const form = useForm<{ vendor: string; direction: 'IN' | 'OUT'; amount: string }>({
    defaultValues: { vendor: '', direction: 'IN', amount: '' },
  });
  const [ok, setOk] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (wallet.isPending) return <p className="loading">{t('shell.loading')}</p>;
  if (wallet.isError) return <p role="alert">{wallet.error.message}</p>;
  const w = wallet.data;
  const main = w.balance.find((b) => b.accountTypeId === 0)?.availBalance ?? '0';
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.balances });
  /** `work` answers the message to show: a transfer a game has not confirmed yet is not "done". */
  const run = async (work: () => Promise<string>) => {
    setOk(null);
    setError(null);
    try {
      setOk(await work());
      await refresh();
    } catch (err) {
      setError(err instanceof ApiError ? err.message : String(err));
    }
  };
  const submit = form.handleSubmit(({ vendor, direction, amount }) => {
    const minor = parseAmount(amount);
    const code = vendor || vendors.data?.[0] || '';
    if (!minor || !code) return setError(t('wallet.amountInvalid'));
    void run(async () =>
      (await transfer.mutateAsync({ vendorCode: code, direction, amount: minor })).status === 'PENDING'
        ? t('wallet.transfer.pending')
        : t('wallet.done'),
    );
  });
  const recall = async () => {
    const r = await recallAll.mutateAsync();
    const notes = [
      r.pending !== '0' ? t('wallet.transfer.recallPending') : '',
      r.notRecalled.length > 0 ? t('wallet.transfer.notRecalled', { vendors: r.notRecalled.join(', ') }) : '',
    ].filter(Boolean);
    return notes.length > 0 ? notes.join(' ') : t('wallet.done');
  };
  return (
    <div className="stack" data-testid="wallet-page">
      <dl className="facts">
        <div>
          <dt>{t('wallet.total')}</dt>
          <dd>
            <Money minor={w.sumBalance} symbol={w.currencySymbol} />
          </dd>
        </div>
        <div>
          <dt>{t('wallet.main')}</dt>
          <dd>
            <Money minor={main} symbol={w.currencySymbol} />
          </dd>
        </div>
        {w.balance
          .filter((b) => b.accountTypeId !== 0)
          .map((b) => (
            <div key={`${b.vendorCode}:${b.walletModel ?? 'SEAMLESS'}`}>
              <dt>
                {b.vendorCode}
                {b.walletModel === 'TRANSFER' ? <small className="hint"> ({t('wallet.transfer.held')})</small> : null}
              </dt>
              <dd>
                {b.unavailable ? (
                  <span className="hint">{t('wallet.transfer.unavailable')}</span>
                ) : (
                  <Money minor={b.availBalance} symbol={w.currencySymbol} />
                )}
              </dd>
            </div>
          ))}
      </dl>
      {w.pendingTransfers ? (
        <p className="hint" role="status" data-testid="pending-transfers">
          {t('wallet.transfer.pendingCount', { count: w.pendingTransfers })}
        </p>
      ) : null}
      {mode.data?.isSingle === false ? (
        <>
          <form className="stack" onSubmit={submit} noValidate>
            <div className="code-row">
              <div className="field">
                <label htmlFor="wt-vendor">{t('wallet.transfer.vendor')}</label>
                <select
                  id="wt-vendor"
                  value={form.watch('vendor')}
                  onChange={(e) => form.setValue('vendor', e.target.value)}
                >
                  {vendors.data?.map((v) => (
                    <option key={v} value={v}>
                      {v}
                    </option>
                  ))}
                </select>
              </div>
              <div className="field">
                <label htmlFor="wt-direction">{t('wallet.transfer.direction')}</label>
                <select id="wt-direction" {...form.register('direction')}>
                  <option value="IN">{t('wallet.transfer.in')}</option>
                  <option value="OUT">{t('wallet.transfer.out')}</option>
                </select>
              </div>
            </div>
            <div className="field">
              <label htmlFor="wt-amount">{t('wallet.amount')}</label>
              <input id="wt-amount" inputMode="decimal" {...form.register('amount')} />
            </div>
            <button type="submit" className="btn btn-primary">
              {t('wallet.transfer.submit')}
            </button>
          </form>
          <button type="button" className="btn" onClick={() => run(recall)}>
            {t('wallet.transfer.recallAll')}
          </button>
        </>
      ) : (
        <p className="hint">{t('wallet.singleWallet')}</p>
      )}
      <FormResult ok={ok} error={error} />
    </div>
  );
}
