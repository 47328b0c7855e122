import type { PointConfig } from '@mekong/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMember } from '../../../shared/api/member.ts';
import { queryKeys } from '../../../shared/api/query-keys.ts';
import { PaymentPasswordField } from '../../../shared/ui/PaymentPasswordField.tsx';
import { PaymentPasswordForm } from '../../wallet/index.ts';
import { useConvertPointsMutation } from '../api/convert.ts';
import { usePointsT } from '../i18n.ts';
import { errorText, formatPoints, money, parsePoints } from '../lib/format.ts';

/** What `points` would bring at the ratio, or null when it would need a fraction of a cent. */
function amountFor(points: string, c: PointConfig): bigint | null {
  const product = BigInt(points) * BigInt(c.convertAmount);
  return product % BigInt(c.convertPoints) === 0n ? product / BigInt(c.convertPoints) : null;
}

/** Points -> main wallet at the merchant's ratio, with the payment password. */
export function ConvertForm({ config, points }: { config: PointConfig; points: string }) {
  const { t } = usePointsT();
  const queryClient = useQueryClient();
  const convert = useConvertPointsMutation();
  const hasPassword = useMember()?.hasPaymentPassword ?? false;
  const form = useForm({ defaultValues: { text: '', password: '' } });
  const [error, setError] = useState<string | null>(null);
  const [ok, setOk] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [key, setKey] = useState(() => crypto.randomUUID());
  if (!hasPassword) return <PaymentPasswordForm />;
  const parsed = parsePoints(form.watch('text'));
  const preview = parsed ? amountFor(parsed, config) : null;

  const submit = form.handleSubmit(async ({ password }) => {
    setError(null);
    setOk(null);
    if (!parsed) return setError(t('convert.badPoints'));
    if (BigInt(parsed) < BigInt(config.minConvert)) return setError(t('errors.points.convert.below.min'));
    if (BigInt(parsed) > BigInt(points)) return setError(t('errors.points.balance.not.enough'));
    if (preview === null) return setError(t('errors.points.convert.step'));
    setBusy(true);
    try {
      const r = await convert.mutateAsync({ points: parsed, paymentPassword: password, idempotencyKey: key });
      setOk(t('convert.done', { points: formatPoints(r.points), amount: money(r.amount) }));
      form.reset();
      setKey(crypto.randomUUID());
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['points'] }),
        queryClient.invalidateQueries({ queryKey: queryKeys.balances }),
      ]);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  });

  return (
    <form className="stack points-convert" onSubmit={submit} noValidate data-testid="convert-form">
      <p data-testid="convert-ratio">
        {t('convert.ratio', { points: formatPoints(config.convertPoints), amount: money(config.convertAmount) })}
      </p>
      <p>{t('convert.min', { min: formatPoints(config.minConvert) })}</p>
      <div className="field">
        <label htmlFor="convert-points">{t('convert.points')}</label>
        <input id="convert-points" inputMode="numeric" {...form.register('text')} data-testid="convert-points" />
      </div>
      {preview !== null && (
        <p aria-live="polite" data-testid="convert-preview">
          {t('convert.youGet', { amount: money(preview) })}
        </p>
      )}
      <PaymentPasswordField
        id="convert-password"
        label={t('convert.password')}
        value={form.watch('password')}
        onChange={(v) => form.setValue('password', v)}
        testId="convert-password"
      />
      {error && (
        <p className="form-error" role="alert" data-testid="convert-error">
          {error}
        </p>
      )}
      {ok && (
        <p className="form-ok" role="status" data-testid="convert-done">
          {ok}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={busy} data-testid="convert-submit">
        {t('convert.submit')}
      </button>
    </form>
  );
}
