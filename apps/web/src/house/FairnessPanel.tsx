import { useId } from 'react';
import { z } from 'zod';
import { useMsg } from '../shared/forms/messages.ts';
import { keyProblem, problemOf, useSchemaForm } from '../shared/forms/schema-form.ts';
import { useClientSeedMutation } from './api/client-seed.ts';
import { useHouseT } from './i18n.ts';
import { useGameWindow } from './window.tsx';

/** The player's own seed, as the house takes it: 1 to 64 letters, digits, `_` or `-`. */
const seedForm = z.object({
  clientSeed: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, keyProblem('house.frame.seedProblem')),
});

/** The commitment for the next round, the player's own seed, and the last round to verify. */
export function FairnessPanel({ onClose }: { onClose: () => void }) {
  const { t } = useHouseT();
  const msg = useMsg();
  const errorId = useId();
  const w = useGameWindow();
  const last = w.lastRound;
  const saveSeed = useClientSeedMutation();
  const form = useSchemaForm(seedForm, { defaultValues: { clientSeed: w.state.fair.clientSeed } });
  const seed = form.watch('clientSeed');
  const problem = msg(problemOf(form.formState.errors.clientSeed));
  const save = form.handleSubmit(({ clientSeed }) =>
    saveSeed.mutate(clientSeed, { onSuccess: () => w.setFair({ clientSeed }) }),
  );
  return (
    <aside className="house-fairness" aria-label={t('frame.fairness')} data-testid="house-fairness">
      <button type="button" className="house-close" onClick={onClose} aria-label={t('frame.closeFairness')}>
        ×
      </button>
      <dl>
        <dt>{t('frame.nextSeedHash')}</dt>
        <dd className="house-hash" data-testid="next-seed-hash">
          {w.state.fair.nextSeedHash}
        </dd>
        <dt>{t('frame.nonce')}</dt>
        <dd>{w.state.fair.nonce}</dd>
      </dl>
      <form className="house-seed-form" onSubmit={save} noValidate>
        <label className="house-field">
          <span>{t('frame.clientSeed')}</span>
          <input
            maxLength={64}
            autoComplete="off"
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? errorId : undefined}
            {...form.register('clientSeed')}
          />
        </label>
        {problem && (
          <p id={errorId} className="house-field-error">
            {problem}
          </p>
        )}
        <button
          type="submit"
          className="btn"
          disabled={seed.trim() === w.state.fair.clientSeed || !seed.trim() || saveSeed.isPending}
        >
          {t('frame.saveSeed')}
        </button>
        {saveSeed.error && <p role="alert">{saveSeed.error.message}</p>}
      </form>
      {last?.serverSeed && (
        <dl>
          <dt>{t('frame.lastRound')}</dt>
          <dd>#{last.roundId}</dd>
          <dt>{t('frame.serverSeed')}</dt>
          <dd className="house-hash">{last.serverSeed}</dd>
        </dl>
      )}
      {last && (
        <a href={`/house/verify?round=${last.roundId}`} target="_blank" rel="noreferrer">
          {t('frame.verify')}
        </a>
      )}
    </aside>
  );
}
