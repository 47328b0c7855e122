import { useEffect, useMemo, useState } from 'react';
import { formatMinor } from '../../../shared/lib/money.ts';
import { useHouseT } from '../../i18n.ts';
import { useGameWindow } from '../../window.tsx';
import { usePlaceBetsMutation } from './api.ts';
import { BetControls } from './BetControls.tsx';
import { BoardContext, type BoardState } from './board.tsx';
import { ChipSelector } from './ChipSelector.tsx';
import { GAME_VIEWS } from './games.tsx';
import { MyRound } from './MyRound.tsx';
import { placedOn, previousLines } from './myBets.ts';
import { PhaseBar } from './PhaseBar.tsx';
import { chipsWithin } from './spots.ts';
import { tableNumber } from './texts.ts';
import type { BetLine } from './types.ts';
import { useBetSlip } from './useBetSlip.ts';
import { useCountdown } from './useCountdown.ts';
import { useSettlement } from './useSettlement.ts';
import { useTableState } from './useTableState.ts';

/** One live table: the round's clock, the result, the board with the player's chips, the road. */
export function TableView({ tableId, game, onBack }: { tableId: string; game: string; onBack?: () => void }) {
  const { t } = useHouseT();
  const w = useGameWindow();
  const view = GAME_VIEWS[game];
  const { data: state, error: loadError, refetch, offsetMs } = useTableState(tableId);
  const { mutateAsync: placeBets } = usePlaceBetsMutation(tableId);
  useSettlement(state);
  const slip = useBetSlip();
  const [chosen, setChosen] = useState<bigint | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [placedNotice, setPlacedNotice] = useState(false);
  const [busy, setBusy] = useState(false);
  const [lastLines, setLastLines] = useState<BetLine[] | null>(null);

  const round = state?.round ?? null;
  const betting = round?.phase === 'BETTING';
  const seconds = useCountdown(betting ? round.closesAt : (round?.nextOpensAt ?? null), offsetMs);
  const open = betting && seconds !== 0;
  // Chips not confirmed when betting closes are taken back.
  const bettingRound = betting ? round.id : null;
  const { clear, stakes, add } = slip;
  useEffect(() => {
    if (bettingRound === null) clear();
    setPlacedNotice(false);
  }, [bettingRound, clear]);

  const limits = state?.limits;
  const chips = useMemo(() => (limits ? chipsWithin(BigInt(limits.min), BigInt(limits.max)) : []), [limits]);
  const chip = chosen ?? chips[0] ?? 0n;
  const max = BigInt(limits?.max ?? '0');
  const outcome = round?.phase === 'RESULT' ? round.outcome : null;
  const board = useMemo(
    (): BoardState => ({
      game,
      pending: stakes,
      placed: placedOn(state),
      outcome,
      open,
      onSpot: (kind, selection) => {
        const refused = add(kind, selection, chip, max);
        setPlacedNotice(false);
        setError(refused ? t(`tables.refused.${refused}`, { max: formatMinor(max) }) : null);
      },
    }),
    [game, stakes, add, state, outcome, open, chip, max, t],
  );

  if (!view) return <p role="alert">{t('frame.noGame')}</p>;
  if (!state) return <p role={loadError ? 'alert' : 'status'}>{loadError ? loadError.message : t('tables.loading')}</p>;

  const confirm = async () => {
    const lines = slip.lines();
    setBusy(true);
    setError(null);
    try {
      const answer = await placeBets(lines);
      if (answer.balance !== undefined) w.setBalance(answer.balance);
      setLastLines(lines);
      slip.remove(lines);
      setPlacedNotice(true);
      await refetch();
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const rebet = lastLines ?? previousLines(state);
  const { Board, Result, Idle, Road } = view;
  return (
    <section className="tables-table" aria-labelledby="tables-table-title" data-table={tableId}>
      <header className="tables-head">
        {onBack && (
          <button type="button" className="btn" onClick={onBack}>
            {t('tables.allTables')}
          </button>
        )}
        <h2 id="tables-table-title">{t('tables.tableName', { n: tableNumber(tableId) })}</h2>
        <span className="tables-muted">
          {t('tables.limits', { min: formatMinor(state.limits.min), max: formatMinor(state.limits.max) })}
        </span>
      </header>
      <PhaseBar round={round} seconds={seconds} headline={outcome ? view.headline(t, outcome) : null} />
      <div className="tables-layout">
        <div className="tables-stage">
          {outcome ? (
            <div key={round?.id} data-testid="table-result" className="tables-result">
              <Result outcome={outcome} animate />
            </div>
          ) : (
            <Idle />
          )}
          {round && <MyRound round={round} bets={state.myBets} />}
        </div>
        <section className="tables-betting" aria-label={t('tables.board')}>
          <BoardContext.Provider value={board}>
            <Board />
          </BoardContext.Provider>
          <div className="tables-dock">
            <p role="status" className="tables-notice" data-testid="table-placed">
              {placedNotice && !error ? t('tables.placed') : ''}
            </p>
            {(error || loadError) && (
              <p role="alert" className="tables-error">
                {error ?? loadError?.message}
              </p>
            )}
            <ChipSelector chips={chips} chosen={chip} onChoose={setChosen} />
            <BetControls
              total={slip.total}
              open={open}
              busy={busy}
              canRebet={!!rebet && rebet.length > 0}
              onConfirm={confirm}
              onClear={() => {
                slip.clear();
                setError(null);
              }}
              onRebet={() => rebet && slip.load(rebet)}
            />
          </div>
        </section>
        <section className="tables-road" data-testid="table-road" aria-labelledby="tables-road-title">
          <h2 id="tables-road-title">{t('tables.road.title')}</h2>
          <Road road={state.road} />
        </section>
      </div>
      {round && (
        <p className="house-hash tables-muted">
          {t('tables.seedHash')}: {round.seedHash}
        </p>
      )}
    </section>
  );
}
