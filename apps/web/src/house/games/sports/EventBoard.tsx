import { formatDateTime } from '../../../shared/lib/dates.ts';
import { useHouseT } from '../../i18n.ts';
import { isTwoWay, marketLabel, selectionLabel, sportLabel } from './format.ts';
import type { Market, Selection, SportsEvent } from './types.ts';

type Pick = (e: SportsEvent, m: Market, s: Selection) => void;

/** The events of the board by sport, then league, in kick-off order. */
export function EventBoard({ events, picked, onPick }: { events: SportsEvent[]; picked: Set<number>; onPick: Pick }) {
  const { t } = useHouseT();
  const groups = new Map<string, Map<string, SportsEvent[]>>();
  for (const e of events) {
    const sport = groups.get(e.sport) ?? new Map<string, SportsEvent[]>();
    sport.set(e.league, [...(sport.get(e.league) ?? []), e]);
    groups.set(e.sport, sport);
  }
  if (events.length === 0) return <p className="sports-muted">{t('sports.empty')}</p>;
  return (
    <div className="sports-board">
      {[...groups].map(([sport, leagues]) => (
        <section key={sport} aria-labelledby={`sport-${sport}`}>
          <h2 id={`sport-${sport}`} className="sports-sport">
            {sportLabel(t, sport)}
          </h2>
          {[...leagues].map(([league, list]) => (
            <section key={league} className="sports-league" aria-label={league}>
              <h3 className="sports-league-name">{league}</h3>
              {list.map((e) => (
                <EventCard key={e.id} event={e} picked={picked} onPick={onPick} />
              ))}
            </section>
          ))}
        </section>
      ))}
    </div>
  );
}

function EventCard({ event: e, picked, onPick }: { event: SportsEvent; picked: Set<number>; onPick: Pick }) {
  const { t } = useHouseT();
  const started = !e.open && e.status === 'SCHEDULED';
  const state =
    e.status === 'LIVE' || e.status === 'SUSPENDED'
      ? t(`sports.state.${e.status}`)
      : started
        ? t('sports.state.started')
        : null;
  return (
    <article className="sports-event" data-testid={`sports-event-${e.id}`} aria-labelledby={`event-${e.id}`}>
      <header className="sports-event-head">
        <h4 id={`event-${e.id}`} className="sports-teams">
          {e.home} <span className="sports-muted">{t('sports.vs')}</span> {e.away}
        </h4>
        <time dateTime={e.startsAt} className="sports-muted">
          {t('sports.startsAt', { time: formatDateTime(e.startsAt) })}
        </time>
        {state && <span className="sports-state">{state}</span>}
      </header>
      {e.markets.map((m) => (
        <fieldset key={m.id} className="sports-market">
          <legend className="sports-market-name">
            {marketLabel(t, { type: m.type, twoWay: isTwoWay(m) })}
            {!m.open && e.open && <span className="sports-state"> {t('sports.state.held')}</span>}
          </legend>
          <div className="sports-odds-row" data-count={m.selections.length}>
            {m.selections.map((s) => {
              const name = selectionLabel(t, e, m, s.code);
              return (
                <button
                  key={s.id}
                  type="button"
                  className="sports-odds"
                  data-testid={`sports-odds-${s.id}`}
                  aria-pressed={picked.has(s.id)}
                  disabled={!m.open}
                  onClick={() => onPick(e, m, s)}
                >
                  <span className="sports-odds-name">{name}</span>
                  <strong className="sports-odds-price">{s.oddsText}</strong>
                </button>
              );
            })}
          </div>
        </fieldset>
      ))}
    </article>
  );
}
