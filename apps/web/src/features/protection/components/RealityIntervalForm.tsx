import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/client.ts';
import { useRealityCheck, useSetRealityIntervalMutation } from '../api/reality-check.ts';

const MIN = 10;
const MAX = 240;

/** The player's own reality-check interval (10 to 240 minutes), or back to the site's default. */
export function RealityIntervalForm() {
  const { t } = useTranslation();
  const check = useRealityCheck();
  const save = useSetRealityIntervalMutation();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [ok, setOk] = useState<string | null>(null);
  const send = async (minutes: number | null) => {
    setOk(null);
    setProblem(null);
    try {
      const value = await save.mutateAsync(minutes);
      setOk(t('centre.rg.reality.saved', { minutes: value.intervalMinutes }));
      setTyped('');
    } catch (err) {
      setProblem(err instanceof ApiError ? err.message : t('errors.unknown.system.err'));
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const minutes = Number(typed);
    if (!/^\d+$/.test(typed.trim()) || minutes < MIN || minutes > MAX)
      return setProblem(t('centre.rg.reality.range', { min: MIN, max: MAX }));
    void send(minutes);
  };
  return (
    <form className="stack rg-form" onSubmit={submit} noValidate data-testid="rg-reality">
      <h4>{t('centre.rg.reality.title')}</h4>
      <p className="rg-note">{t('centre.rg.reality.intro')}</p>
      {check.data && (
        <p data-testid="rg-reality-current">
          {t('centre.rg.reality.current', { minutes: check.data.intervalMinutes })}
        </p>
      )}
      <div className="field">
        <label htmlFor="rg-reality-minutes">{t('centre.rg.reality.minutes', { min: MIN, max: MAX })}</label>
        <input
          id="rg-reality-minutes"
          inputMode="numeric"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'rg-reality-problem' : undefined}
          data-testid="rg-reality-minutes"
        />
      </div>
      {problem && (
        <p id="rg-reality-problem" className="form-error" role="alert">
          {problem}
        </p>
      )}
      {ok && (
        <p className="form-ok" role="status" data-testid="rg-reality-ok">
          {ok}
        </p>
      )}
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={save.isPending} data-testid="rg-reality-save">
          {t('centre.rg.reality.save')}
        </button>
        <button
          type="button"
          className="btn"
          disabled={save.isPending}
          onClick={() => void send(null)}
          data-testid="rg-reality-default"
        >
          {t('centre.rg.reality.useDefault')}
        </button>
      </div>
    </form>
  );
}
