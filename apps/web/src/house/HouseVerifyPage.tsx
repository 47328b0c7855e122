import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { useMsg } from '../shared/forms/messages.ts';
import { keyProblem, problemOf, useSchemaForm } from '../shared/forms/schema-form.ts';
import { useVerifyRound } from './api/verify.ts';
import { useHouseT } from './i18n.ts';
import './house.css';

const NOT_A_ROUND = keyProblem('house.verify.problem.number');

/** A round number as the house numbers its rounds: a whole number from 1 up, digits only. */
const verifyForm = z.object({
  round: z
    .string()
    .trim()
    .min(1, keyProblem('house.verify.problem.required'))
    .regex(/^[0-9]+$/, NOT_A_ROUND)
    .refine((v) => Number(v) >= 1 && Number.isSafeInteger(Number(v)), NOT_A_ROUND)
    .transform((v) => String(Number(v))),
});

/** /house/verify: checks any round of the house games from its revealed seed. */
export function HouseVerifyPage() {
  const { t } = useHouseT();
  const msg = useMsg();
  const errorId = useId();
  const [params, setParams] = useSearchParams();
  const form = useSchemaForm(verifyForm, { defaultValues: { round: params.get('round') ?? '' } });
  const [asked, setAsked] = useState<string | null>(null);
  const verify = useVerifyRound(asked);
  const problem = msg(problemOf(form.formState.errors.round));
  const check = form.handleSubmit(({ round }) => {
    // The same round asked again is read again: an open round may have finished since.
    if (round === asked) void verify.refetch();
    setAsked(round);
    setParams({ round }, { replace: true });
  });
  const result = verify.data;
  const r = result?.round;
  return (
    <main className="house-window house-verify" data-testid="house-verify">
      <h1>{t('verify.title')}</h1>
      <p>{t('verify.intro')}</p>
      <form onSubmit={check} className="house-verify-form" noValidate>
        <label className="house-field">
          <span>{t('verify.round')}</span>
          <input
            inputMode="numeric"
            autoComplete="off"
            required
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? errorId : undefined}
            {...form.register('round')}
          />
        </label>
        <button type="submit" className="btn btn-primary" disabled={verify.isFetching}>
          {t('verify.check')}
        </button>
      </form>
      {problem && (
        <p id={errorId} className="house-field-error">
          {problem}
        </p>
      )}
      {verify.error && <p role="alert">{verify.error.message}</p>}
      {r && (
        <section aria-live="polite">
          <dl>
            <dt>{t('verify.seedHash')}</dt>
            <dd className="house-hash">{r.seedHash}</dd>
            <dt>{t('verify.serverSeed')}</dt>
            <dd className="house-hash">{r.serverSeed ?? '—'}</dd>
            <dt>{t('verify.clientSeed')}</dt>
            <dd className="house-hash">{r.clientSeed}</dd>
            <dt>{t('verify.nonce')}</dt>
            <dd>{r.nonce}</dd>
          </dl>
          {r.status === 'OPEN' ? (
            <p>{t('verify.open')}</p>
          ) : (
            <ul className="house-checks">
              <li data-testid="hash-check" data-ok={String(result.hashOk)}>
                {result.hashOk ? `✔ ${t('verify.hashOk')}` : `✘ ${t('verify.hashBad')}`}
              </li>
              {result.replay && (
                <li data-testid="replay-check" data-ok={String(result.replay.matches)}>
                  {result.replay.matches ? `✔ ${t('verify.replayOk')}` : `✘ ${t('verify.replayBad')}`}
                </li>
              )}
            </ul>
          )}
          {r.outcome !== null && (
            <details>
              <summary>{t('verify.outcome')}</summary>
              <pre className="house-json">{JSON.stringify(r.outcome, null, 2)}</pre>
            </details>
          )}
        </section>
      )}
    </main>
  );
}
