import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/lib/dates.ts';
import { Pager } from '../../../shared/ui/Pager.tsx';
import { type MembersFilter, useTeamMembers } from '../api/team-members.ts';
import type { TeamMember } from '../lib/types.ts';
import { Amount } from './Amount.tsx';
import { LoadState } from './LoadState.tsx';
import { TableScroll } from './TableScroll.tsx';

const SIZE = 10;
const LEVELS = Array.from({ length: 10 }, (_, i) => i + 1);
type Crumb = { id: number; account: string };

function Row({ m, onOpen, onDrill }: { m: TeamMember; onOpen: () => void; onDrill: () => void }) {
  const { t } = useTranslation();
  return (
    <tr data-testid={`member-row-${m.account}`}>
      <th scope="row">
        <button type="button" className="btn-link" onClick={onOpen} data-testid="member-open">
          {m.account}
        </button>
      </th>
      <td>{m.nickname}</td>
      <td>{t(m.isAgent ? 'agent.team.agent' : 'agent.team.player')}</td>
      <td>{m.level}</td>
      <td>
        {m.directCount > 0 ? (
          <button type="button" className="btn-link" onClick={onDrill} data-testid="member-drill">
            {m.directCount}
            <span className="visually-hidden"> {t('agent.team.drill', { account: m.account })}</span>
          </button>
        ) : (
          0
        )}
      </td>
      <td>{m.teamSize}</td>
      <td>
        <Amount minor={m.balance} />
      </td>
      <td>{t(`agent.team.statuses.${m.status}`)}</td>
      <td>{formatDate(m.createdAt)}</td>
    </tr>
  );
}

/**
 * The downline, one level at a time: search by account or nickname (through every level below),
 * a level filter, and a drill-down into any member's own direct downline with breadcrumbs.
 */
export function MemberList({ onOpen }: { onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  const [trail, setTrail] = useState<Crumb[]>([]);
  const searchForm = useForm({ defaultValues: { typed: '' } });
  const [filter, setFilter] = useState<MembersFilter>({ search: '', level: 1, uplineId: null, page: 1, size: SIZE });
  const members = useTeamMembers({
    ...filter,
    // A search looks through every level; a drill-down shows one member's direct downline.
    level: filter.search || filter.uplineId ? null : filter.level,
  });
  const drillTo = (next: Crumb[]) => {
    setTrail(next);
    setFilter({ ...filter, uplineId: next.at(-1)?.id ?? null, page: 1 });
  };
  // From search results the levels between are unknown here, so the trail starts at the member.
  const drillInto = (m: TeamMember) => {
    if (!filter.search) return drillTo([...trail, { id: m.id, account: m.account }]);
    searchForm.reset();
    setTrail([{ id: m.id, account: m.account }]);
    setFilter({ ...filter, search: '', uplineId: m.id, page: 1 });
  };
  const search = searchForm.handleSubmit(({ typed }) => setFilter({ ...filter, search: typed.trim(), page: 1 }));
  return (
    <div className="stack" data-testid="member-list">
      <form className="code-row" onSubmit={search}>
        <div className="field">
          <label htmlFor="team-search">{t('agent.team.search')}</label>
          <input id="team-search" type="search" {...searchForm.register('typed')} data-testid="team-search" />
        </div>
        <button type="submit" className="btn" data-testid="team-search-submit">
          {t('agent.team.searchButton')}
        </button>
      </form>
      {!filter.uplineId && (
        <div className="field narrow-field">
          <label htmlFor="team-level">{t('agent.team.level')}</label>
          <select
            id="team-level"
            value={filter.level ?? 1}
            disabled={!!filter.search}
            aria-describedby={filter.search ? 'team-level-hint' : undefined}
            onChange={(e) => setFilter({ ...filter, level: Number(e.target.value), page: 1 })}
            data-testid="team-level"
          >
            {LEVELS.map((n) => (
              <option key={n} value={n}>
                {n === 1 ? t('agent.team.direct') : t('agent.team.levelN', { n })}
              </option>
            ))}
          </select>
          {filter.search && (
            <p className="hint" id="team-level-hint">
              {t('agent.team.searchAll')}
            </p>
          )}
        </div>
      )}
      <nav aria-label={t('agent.team.path')}>
        <ol className="crumbs" data-testid="team-crumbs">
          <li>
            {trail.length ? (
              <button type="button" className="btn-link" onClick={() => drillTo([])}>
                {t('agent.team.myTeam')}
              </button>
            ) : (
              <span aria-current="page">{t('agent.team.myTeam')}</span>
            )}
          </li>
          {trail.map((c, i) => (
            <li key={c.id}>
              {i === trail.length - 1 ? (
                <span aria-current="page">{c.account}</span>
              ) : (
                <button type="button" className="btn-link" onClick={() => drillTo(trail.slice(0, i + 1))}>
                  {c.account}
                </button>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <LoadState query={members} testId="members">
        {(data) => (
          <>
            <p className="hint" data-testid="members-total">
              {t('agent.team.total', { count: data.total })}
            </p>
            {data.list.length === 0 ? (
              <p className="empty">{t('agent.team.none')}</p>
            ) : (
              <TableScroll label={t('agent.team.members')}>
                <table className="records-table" data-testid="members-table">
                  <caption className="visually-hidden">{t('agent.team.members')}</caption>
                  <thead>
                    <tr>
                      {[
                        'account',
                        'nickname',
                        'type',
                        'level',
                        'directCount',
                        'teamSize',
                        'balance',
                        'status',
                        'joined',
                      ].map((k) => (
                        <th scope="col" key={k}>
                          {t(`agent.team.${k}`)}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {data.list.map((m) => (
                      <Row key={m.id} m={m} onOpen={() => onOpen(m.id)} onDrill={() => drillInto(m)} />
                    ))}
                  </tbody>
                </table>
              </TableScroll>
            )}
            <Pager
              page={filter.page}
              pages={Math.max(1, Math.ceil(data.total / SIZE))}
              onPage={(page) => setFilter({ ...filter, page })}
            />
          </>
        )}
      </LoadState>
    </div>
  );
}
