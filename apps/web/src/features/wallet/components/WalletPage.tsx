import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/client.ts';
import { parseAmount } from '../../../shared/lib/money.ts';
import { useVendorCodes } from '../api/vendors.ts';
import { recallAll, useMerchantWallet, useWallet, walletTransfer } from '../api/wallet.ts';
import { FormResult, Money } from './Money.tsx';

/** transferFund: the main wallet and, on a transfer-wallet site, each game's own wallet. */
export function WalletPage() {
  const { t } = useTranslation();
  const wallet = useWallet();
  const mode = useMerchantWallet();
  const vendors = useVendorCodes();
  const queryClient = useQueryClient();
  const [vendor, setVendor] = useState('');
  const [direction, setDirection] = useState<'IN' | 'OUT'>('IN');
  const [amount, setAmount] = useState('');
  const [ok, setOk] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (wallet.isPending) return <p className="loading">{t('shell.loading')}</p>;
  if (wallet.isError) return <p role="alert">{wallet.error.message}</p>;
  const w = wallet.data;
  const main = w.balance.find((b) => b.accountTypeId === 0)?.availBalance ?? '0';
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['balance'] });
  const run = async (work: () => Promise<unknown>) => {
    setOk(null);
    setError(null);
    try {
      await work();
      setOk(t('wallet.done'));
      await refresh();
    } catch (err) {
      setError(err instanceof ApiError ? err.message : String(err));
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const minor = parseAmount(amount);
    const code = vendor || vendors.data?.[0] || '';
    if (!minor || !code) return setError(t('wallet.amountInvalid'));
    void run(() => walletTransfer(code, direction, minor));
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
            <div key={b.vendorCode}>
              <dt>{b.vendorCode}</dt>
              <dd>
                <Money minor={b.availBalance} symbol={w.currencySymbol} />
              </dd>
            </div>
          ))}
      </dl>
      {mode.data?.isSingle === false ? (
        <>
          <form className="stack" onSubmit={submit} noValidate>
            <div className="code-row">
              <div className="field">
                <label htmlFor="wt-vendor">{t('wallet.transfer.vendor')}</label>
                <select id="wt-vendor" value={vendor} onChange={(e) => setVendor(e.target.value)}>
                  {vendors.data?.map((v) => (
                    <option key={v} value={v}>
                      {v}
                    </option>
                  ))}
                </select>
              </div>
              <div className="field">
                <label htmlFor="wt-direction">{t('wallet.transfer.direction')}</label>
                <select
                  id="wt-direction"
                  value={direction}
                  onChange={(e) => setDirection(e.target.value as 'IN' | 'OUT')}
                >
                  <option value="IN">{t('wallet.transfer.in')}</option>
                  <option value="OUT">{t('wallet.transfer.out')}</option>
                </select>
              </div>
            </div>
            <div className="field">
              <label htmlFor="wt-amount">{t('wallet.amount')}</label>
              <input id="wt-amount" inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
            </div>
            <button type="submit" className="btn btn-primary">
              {t('wallet.transfer.submit')}
            </button>
          </form>
          <button type="button" className="btn" onClick={() => run(recallAll)}>
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
