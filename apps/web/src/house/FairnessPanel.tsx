import { useState } from 'react';
import { houseApi } from './api.ts';
import { useHouseT } from './i18n.ts';
import { useGameWindow } from './window.tsx';

/** The commitment for the next round, the player's own seed, and the last round to verify. */
export function FairnessPanel({ onClose }: { onClose: () => void }) {
  const { t } = useHouseT();
  const w = useGameWindow();
  const last = w.lastRound;
  const [seed, setSeed] = useState(w.state.fair.clientSeed);
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    try {
      await houseApi('/client-seed', { clientSeed: seed });
      w.setFair({ clientSeed: seed });
      setError(null);
    } catch (e) {
      setError((e as Error).message);
    }
  };
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
      <label className="house-field">
        <span>{t('frame.clientSeed')}</span>
        <input value={seed} maxLength={64} pattern="[A-Za-z0-9_-]{1,64}" onChange={(e) => setSeed(e.target.value)} />
      </label>
      <button type="button" className="btn" onClick={save} disabled={seed === w.state.fair.clientSeed || !seed}>
        {t('frame.saveSeed')}
      </button>
      {error && <p role="alert">{error}</p>}
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
