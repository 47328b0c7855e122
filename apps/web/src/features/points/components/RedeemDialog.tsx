import type { PointGoods } from '@mekong/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMember } from '../../../shared/api/member.ts';
import { Modal } from '../../../shared/ui/Modal.tsx';
import { PaymentPasswordField } from '../../../shared/ui/PaymentPasswordField.tsx';
import { PaymentPasswordForm } from '../../wallet/index.ts';
import { useRedeemGoodsMutation } from '../api/redeem.ts';
import { usePointsT } from '../i18n.ts';
import { errorText, formatPoints, nameIn } from '../lib/format.ts';

const MAX_QUANTITY = 1000;

/** Quantity, receiving address and payment password; the points are held until approved. */
export function RedeemDialog({
  goods,
  points,
  onClose,
}: {
  goods: PointGoods;
  points: string | null;
  onClose: () => void;
}) {
  const { t, i18n } = usePointsT();
  const queryClient = useQueryClient();
  const redeem = useRedeemGoodsMutation();
  const hasPassword = useMember()?.hasPaymentPassword ?? false;
  const form = useForm({ defaultValues: { quantity: '1', address: '', password: '' } });
  const quantity = form.watch('quantity');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  // One key per attempt: a double tap or a retried request is one redemption.
  const [key, setKey] = useState(() => crypto.randomUUID());
  const name = nameIn(goods.names, i18n.language);
  const max = Math.min(goods.stock, MAX_QUANTITY);
  const qty = /^[1-9][0-9]*$/.test(quantity) ? Number(quantity) : 0;
  const total = BigInt(goods.price) * BigInt(qty);

  const submit = form.handleSubmit(async ({ address, password }) => {
    setError(null);
    if (qty < 1 || qty > max) return setError(t('redeem.badQuantity', { max }));
    if (address.trim().length < 5) return setError(t('redeem.badAddress'));
    if (!password) return setError(t('redeem.needPassword'));
    if (points !== null && total > BigInt(points))
      return setError(t('redeem.notEnough', { points: formatPoints(total.toString()) }));
    setBusy(true);
    try {
      await redeem.mutateAsync({
        goodsId: goods.id,
        quantity: qty,
        address: address.trim(),
        paymentPassword: password,
        idempotencyKey: key,
      });
      setDone(true);
      form.resetField('password');
      setKey(crypto.randomUUID());
      await queryClient.invalidateQueries({ queryKey: ['points'] });
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  });

  return (
    <Modal open onClose={onClose} title={t('redeem.title', { name })} testId="redeem-dialog">
      {!hasPassword ? (
        <PaymentPasswordForm />
      ) : done ? (
        <div className="stack">
          <p className="form-ok" role="status" data-testid="redeem-done">
            {t('redeem.done')}
          </p>
          <button type="button" className="btn btn-primary" onClick={onClose}>
            {t('close')}
          </button>
        </div>
      ) : (
        <form className="stack" onSubmit={submit} noValidate>
          <div className="field">
            <label htmlFor="redeem-quantity">{t('redeem.quantity')}</label>
            <input
              id="redeem-quantity"
              type="number"
              inputMode="numeric"
              min={1}
              max={max}
              step={1}
              {...form.register('quantity')}
              data-testid="redeem-quantity"
            />
          </div>
          <div className="field">
            <label htmlFor="redeem-address">{t('redeem.address')}</label>
            <textarea
              id="redeem-address"
              rows={3}
              maxLength={300}
              placeholder={t('redeem.addressHint')}
              {...form.register('address')}
              data-testid="redeem-address"
            />
          </div>
          <PaymentPasswordField
            id="redeem-password"
            label={t('redeem.password')}
            value={form.watch('password')}
            onChange={(v) => form.setValue('password', v)}
            testId="redeem-password"
          />
          <p data-testid="redeem-total">{t('redeem.total', { points: formatPoints(total.toString()) })}</p>
          {error && (
            <p className="form-error" role="alert" data-testid="redeem-error">
              {error}
            </p>
          )}
          <button type="submit" className="btn btn-primary" disabled={busy} data-testid="redeem-submit">
            {t('redeem.submit')}
          </button>
        </form>
      )}
    </Modal>
  );
}
