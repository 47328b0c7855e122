import { type DrawView, type ElottFamily, verifyElottDraw } from '@mekong/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type Verdict = 'checking' | 'ok' | 'bad' | null;

/**
 * Provable fairness, checked in the player's own browser: the revealed seed hashes to the hash
 * published before betting closed, and the published numbers come out of it.
 */
export function FairnessCheck({ draw, family }: { draw: DrawView; family: ElottFamily }) {
  const { t } = useTranslation();
  const [verdict, setVerdict] = useState<Verdict>(null);
  if (!draw.serverSeed || !draw.result) return null;
  const seed = draw.serverSeed;
  const check = async () => {
    setVerdict('checking');
    const mine = await verifyElottDraw(family, seed, draw.gameCode, draw.issueNo);
    const same = mine.seedHash === draw.seedHash && mine.numbers.join(',') === draw.result?.join(',');
    setVerdict(same ? 'ok' : 'bad');
  };
  return (
    <div className="fair-check">
      <button type="button" className="btn btn-small" onClick={() => void check()} data-testid="fair-verify">
        {t('lottery.result.verify')}
      </button>
      {verdict && verdict !== 'checking' && (
        <p
          role="status"
          className={verdict === 'ok' ? 'form-ok' : 'form-error'}
          data-testid="fair-verdict"
          data-ok={verdict === 'ok'}
        >
          {t(verdict === 'ok' ? 'lottery.result.verified' : 'lottery.result.notVerified')}
        </p>
      )}
    </div>
  );
}
