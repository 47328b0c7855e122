import { useEffect, useRef } from 'react';
import { formatMinor } from '../../../shared/lib/money.ts';
import { useHouseT } from '../../i18n.ts';
import { useGameWindow } from '../../window.tsx';
import { type PvpMove, usePvpMoveMutation } from './api.ts';
import { CardRow } from './PlayingCard.tsx';
import { ResultBanner } from './ResultBanner.tsx';
import { SeatView } from './SeatView.tsx';
import { handName } from './texts.ts';
import type { PvpAction } from './types.ts';
import { useCountdown } from './useCountdown.ts';
import { useTableStream } from './useTableStream.ts';

const ACTIONS: PvpAction[] = ['CALL', 'DOUBLE', 'TRIPLE', 'FOLD'];

/** One table, live: seats, clock, pot, the player's cards and moves, then the result. */
export function TableView({ tableId, onBack }: { tableId: string; onBack: () => void }) {
  const { t } = useHouseT();
  const w = useGameWindow();
  const { view, take, error, setError, offsetMs } = useTableStream(tableId);
  const move = usePvpMoveMutation(tableId);
  const busy = move.isPending;
  const clockAt = view?.phase === 'DECIDING' ? (view.hand?.closesAt ?? null) : (view?.startsAt ?? null);
  const seconds = useCountdown(clockAt, offsetMs);

  // A hand starting (reserve taken) or settled (result shown, then paid: the credit lands after the
  // result is out) moves the balance, whoever's move did it.
  const handId = view?.hand?.id;
  const settledSeed = view?.hand?.serverSeed;
  const reserveTaken = view?.me.inHand;
  const paid = view?.me.paid;
  const { setLastRound } = w;
  // The window's refresh changes with every balance it sets: read it through a ref, not as a trigger.
  const refresh = useRef(w.refresh);
  refresh.current = w.refresh;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the reserve taken and the seed revealed are the triggers
  useEffect(() => {
    if (handId === undefined) return;
    refresh.current().catch(() => {});
  }, [handId, reserveTaken, settledSeed, paid]);
  useEffect(() => {
    if (handId !== undefined && settledSeed && view?.hand)
      setLastRound({ roundId: handId, serverSeed: settledSeed, seedHash: view.hand.seedHash });
  }, [handId, settledSeed, setLastRound, view?.hand]);

  const send = (m: PvpMove) => {
    setError(null);
    move.mutate(m, {
      onSuccess: (answer) => {
        take(answer);
        if (answer.balance !== undefined) w.setBalance(answer.balance);
      },
      onError: setError,
    });
  };

  if (!view) return <p role={error ? 'alert' : 'status'}>{error ? error.message : t('pvp.live')}</p>;
  const me = view.seats.find((s) => s.me);
  const seated = !!me && !me.leaving;
  const between = view.phase !== 'DECIDING';
  return (
    <section className="pvp-table" aria-labelledby="pvp-table-title" data-table={tableId}>
      <header className="pvp-table-head">
        <button type="button" className="btn" onClick={onBack}>
          {t('pvp.back')}
        </button>
        <h2 id="pvp-table-title">
          {t('pvp.tableName', { id: tableId })} · {t('pvp.ante', { amount: formatMinor(view.ante) })}
        </h2>
        <p className="pvp-phase" data-testid="pvp-phase" data-phase={view.phase} aria-live="polite">
          {t(`pvp.phase.${view.phase}`)}
          {seconds !== null && view.phase === 'DECIDING' && ` · ${t('pvp.closesIn', { seconds })}`}
          {seconds !== null && view.phase === 'STARTING' && ` · ${t('pvp.startsIn', { seconds })}`}
        </p>
      </header>
      <ul className="pvp-seats">
        {view.seats.map((s) => (
          <SeatView key={s.seat} seat={s} phase={view.phase} />
        ))}
      </ul>
      {view.hand && (
        <p className="pvp-pot">
          {t('pvp.handNo', { seq: view.hand.seq })} · {t('pvp.pot', { amount: formatMinor(view.hand.pot) })}
        </p>
      )}
      {view.me.cards && (
        <div className="pvp-mine-cards">
          <CardRow cards={view.me.cards} hiddenName={t('pvp.faceDown')} />
          <strong>{t('pvp.yourHand', { hand: handName(t, view.me.kind, view.me.points) })}</strong>
        </div>
      )}
      {error && (
        <p role="alert" className="pvp-error">
          {error.message}
        </p>
      )}
      <div className="pvp-controls">
        {view.me.canAct &&
          ACTIONS.map((a) => (
            <button
              key={a}
              type="button"
              className={a === 'FOLD' ? 'btn' : 'btn btn-primary'}
              data-testid={`pvp-action-${a.toLowerCase()}`}
              disabled={busy}
              aria-label={t(`pvp.actionLong.${a}`)}
              onClick={() => send({ verb: 'act', action: a })}
            >
              {t(`pvp.action.${a}`)}
            </button>
          ))}
        {!me && (
          <button
            type="button"
            className="btn btn-primary"
            data-testid="pvp-sit"
            disabled={busy}
            onClick={() => send({ verb: 'sit' })}
          >
            {t('pvp.sit')}
          </button>
        )}
        {seated && between && (
          <button
            type="button"
            className="btn btn-primary"
            data-testid="pvp-ready"
            aria-pressed={me.ready}
            disabled={busy}
            onClick={() => send({ verb: 'ready', ready: !me.ready })}
          >
            {me.ready ? t('pvp.notReady') : t('pvp.ready')}
          </button>
        )}
        {seated && (
          <button
            type="button"
            className="btn"
            data-testid="pvp-leave"
            disabled={busy}
            onClick={() => send({ verb: 'leave' })}
          >
            {t('pvp.leave')}
          </button>
        )}
      </div>
      <ResultBanner view={view} />
      <p className="pvp-muted pvp-rules">{t('pvp.rules', { reserve: formatMinor(view.reserve) })}</p>
      {view.hand && (
        <p className="house-hash" title={t('pvp.seedHash')}>
          {t('pvp.seedHash')}: {view.hand.seedHash}
        </p>
      )}
    </section>
  );
}
