import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { formatMinor } from '../../../shared/lib/money.ts';
import { HouseError } from '../../api/client.ts';
import { useHouseT } from '../../i18n.ts';
import { useGameWindow } from '../../window.tsx';
import { slotRulesQuery, useSpinMutation } from './api.ts';
import { PayTable } from './PayTable.tsx';
import { ReelGrid } from './ReelGrid.tsx';
import { StakeControl, stakeOptions } from './StakeControl.tsx';
import type { SlotRules, SpinReply } from './types.ts';
import { usePresentation } from './usePresentation.ts';
import { WinDetails } from './WinDetails.tsx';
import './slots.css';

const AUTO_SPINS = 10;

/** The reels at rest before the first spin: each strip from its top. */
const restingGrid = (rules: SlotRules) => rules.reels.map((strip) => strip.slice(0, rules.rows));

/** A house slot (Mekong Fortune, Golden Dragon): stake, spin, watch the round, read the pay table. */
export default function SlotScreen({ game }: { game: string }) {
  const { t } = useHouseT();
  const w = useGameWindow();
  const rulesQuery = useQuery(slotRulesQuery(game));
  const rules = rulesQuery.data ?? null;
  const { mutateAsync: spinOnce } = useSpinMutation(game);
  const [stake, setStake] = useState('100');
  const [error, setError] = useState<string | null>(null);
  const [payTable, setPayTable] = useState(false);
  const [autoLeft, setAutoLeft] = useState(0);
  const [settled, setSettled] = useState<SpinReply | null>(null);

  const options = useMemo(() => (rules ? stakeOptions(rules.stake) : []), [rules]);
  useEffect(() => {
    if (options.length > 0 && !options.includes(stake)) setStake(options[0] as string);
  }, [options, stake]);

  // The balance moves once the whole round has been shown; the seeds then too.
  const p = usePresentation(
    useCallback(
      (reply: SpinReply) => {
        w.setBalance(reply.balance);
        setSettled(reply);
      },
      [w],
    ),
  );
  // Applied after the balance has landed: the window's setters each start from the state they saw.
  useEffect(() => {
    if (!settled) return;
    w.setFair(settled.fair);
    w.setLastRound({ roundId: settled.roundId, serverSeed: settled.serverSeed, seedHash: settled.seedHash });
    setSettled(null);
  }, [settled, w]);

  const busy = p.phase !== 'idle';
  const spin = useCallback(async () => {
    setError(null);
    p.start();
    try {
      p.show(await spinOnce(stake));
    } catch (e) {
      p.cancel();
      setAutoLeft(0);
      setError(e instanceof HouseError ? e.message : t('errors.failed'));
    }
  }, [spinOnce, stake, p, t]);

  useEffect(() => {
    if (autoLeft > 0 && p.phase === 'idle' && !error) {
      setAutoLeft((n) => n - 1);
      void spin();
    }
  }, [autoLeft, p.phase, error, spin]);

  if (!rules) {
    return rulesQuery.error ? (
      <p role="alert">{rulesQuery.error.message}</p>
    ) : (
      <p role="status">{t('slots.loading')}</p>
    );
  }
  const current = p.current;
  const stopped = p.landed === 5 && current;
  const highlight = new Set(
    stopped
      ? [
          ...current.wins.flatMap((x) => x.cells),
          ...(current.scatter && BigInt(current.scatter.win) > 0n ? current.scatter.cells : []),
        ].map(([reel, row]) => `${reel}:${row}`)
      : [],
  );
  const waiting = p.phase === 'waiting';
  const inFeature = !waiting && p.reply && p.frame >= 0;

  return (
    <section className="slot-screen" aria-labelledby="slot-title" data-testid="slot-screen">
      <h1 id="slot-title" className="slot-title">
        {t(`slots.game.${game}`)}
      </h1>
      {inFeature && p.reply && (
        <p className="slot-feature" role="status">
          {t('slots.freeSpins', { n: p.frame + 1, total: p.reply.outcome.freeSpins.length })} ·{' '}
          {t('slots.multiplier', { n: current?.multiplier ?? 1 })}
        </p>
      )}
      <ReelGrid
        game={game}
        grid={current?.grid ?? restingGrid(rules)}
        spinning={p.spinning}
        highlight={highlight}
        strips={rules.reels}
      />
      <p className="slot-win" aria-live="polite">
        <span className="slot-label">{t('slots.win')}</span>{' '}
        <strong data-testid="slot-win">{formatMinor(p.reply && !waiting ? p.shownWin : '0')}</strong>
        {p.reply && !busy && BigInt(p.reply.payout) === 0n && <span className="slot-muted"> · {t('slots.noWin')}</span>}
      </p>
      {stopped && <WinDetails game={game} spin={current} scatterSymbol={rules.scatter} />}
      {error && (
        <p role="alert" className="slot-error">
          {error}
        </p>
      )}
      <div className="slot-controls">
        <StakeControl stake={stake} options={options} onChange={setStake} disabled={busy || autoLeft > 0} />
        <div className="slot-actions">
          {p.phase === 'landing' && (p.reply?.outcome.freeSpins.length ?? 0) > 0 ? (
            <button type="button" className="btn" data-testid="slot-skip" onClick={p.skip}>
              {t('slots.skip')}
            </button>
          ) : null}
          <button
            type="button"
            className="btn btn-primary slot-spin"
            data-testid="slot-spin"
            disabled={busy || autoLeft > 0}
            onClick={() => void spin()}
          >
            {busy ? t('slots.spinning') : t('slots.spin')}
          </button>
          <button
            type="button"
            className="btn"
            aria-pressed={autoLeft > 0}
            onClick={() => {
              setError(null);
              setAutoLeft((n) => (n > 0 ? 0 : AUTO_SPINS));
            }}
            disabled={busy && autoLeft === 0}
          >
            {autoLeft > 0 ? t('slots.stopAuto', { left: autoLeft }) : t('slots.auto', { count: AUTO_SPINS })}
          </button>
          <button type="button" className="btn" data-testid="slot-paytable-open" onClick={() => setPayTable(true)}>
            {t('slots.payTable')}
          </button>
        </div>
      </div>
      <PayTable open={payTable} onClose={() => setPayTable(false)} rules={rules} stake={stake} />
    </section>
  );
}
