import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { houseApi } from './api.ts';
import { useHouseT } from './i18n.ts';
import './house.css';

type PublicRound = {
  id: number;
  game: string;
  status: 'OPEN' | 'SETTLED' | 'VOID';
  seedHash: string;
  serverSeed: string | null;
  clientSeed: string;
  nonce: number;
  outcome: unknown;
};
type Verification = { round: PublicRound; replay: { matches: boolean; outcome: unknown } | null };

/** SHA-256 in the player's own browser, so the hash check does not take the server's word. */
async function sha256Hex(text: string) {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** /house/verify: checks any round of the house games from its revealed seed. */
export function HouseVerifyPage() {
  const { t } = useHouseT();
  const [params, setParams] = useSearchParams();
  const [id, setId] = useState(params.get('round') ?? '');
  const [result, setResult] = useState<{ v: Verification; hashOk: boolean | null } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const check = async (event?: React.FormEvent) => {
    event?.preventDefault();
    setError(null);
    setResult(null);
    try {
      const v = await houseApi<Verification>(`/rounds/${encodeURIComponent(id)}/verify`);
      const hashOk = v.round.serverSeed ? (await sha256Hex(v.round.serverSeed)) === v.round.seedHash : null;
      setResult({ v, hashOk });
      setParams({ round: id }, { replace: true });
    } catch (e) {
      setError((e as Error).message);
    }
  };
  const r = result?.v.round;
  return (
    <main className="house-window house-verify" data-testid="house-verify">
      <h1>{t('verify.title')}</h1>
      <p>{t('verify.intro')}</p>
      <form onSubmit={check} className="house-verify-form">
        <label className="house-field">
          <span>{t('verify.round')}</span>
          <input inputMode="numeric" pattern="[0-9]+" required value={id} onChange={(e) => setId(e.target.value)} />
        </label>
        <button type="submit" className="btn btn-primary">
          {t('verify.check')}
        </button>
      </form>
      {error && <p role="alert">{error}</p>}
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
              <li data-testid="hash-check" data-ok={String(result?.hashOk)}>
                {result?.hashOk ? `✔ ${t('verify.hashOk')}` : `✘ ${t('verify.hashBad')}`}
              </li>
              {result?.v.replay && (
                <li data-testid="replay-check" data-ok={String(result.v.replay.matches)}>
                  {result.v.replay.matches ? `✔ ${t('verify.replayOk')}` : `✘ ${t('verify.replayBad')}`}
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
