import { CONTRACT_KINDS, contractStatus } from '@mekong/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../shared/ui/Pager.tsx';
import { type OfferedFilter, useOffered } from '../api/offered-contracts.ts';
import { ContractRows } from './ContractRows.tsx';
import { LoadState } from './LoadState.tsx';

const SIZE = 10;

/** The contracts the agent offered its direct downline, by kind and status, each one endable. */
export function OfferedList() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<OfferedFilter>({ kind: '', status: '', memberId: null, page: 1, size: SIZE });
  const offered = useOffered(filter);
  return (
    <div className="stack" data-testid="offered-list">
      <div className="code-row">
        <div className="field">
          <label htmlFor="offered-kind">{t('agent.contracts.kind')}</label>
          <select
            id="offered-kind"
            value={filter.kind}
            onChange={(e) => setFilter({ ...filter, kind: e.target.value, page: 1 })}
          >
            <option value="">{t('agent.contracts.allKinds')}</option>
            {CONTRACT_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`agent.kinds.${k}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="offered-status">{t('agent.contracts.status')}</label>
          <select
            id="offered-status"
            value={filter.status}
            onChange={(e) => setFilter({ ...filter, status: e.target.value, page: 1 })}
          >
            <option value="">{t('agent.contracts.allStatuses')}</option>
            {contractStatus.options.map((s) => (
              <option key={s} value={s}>
                {t(`agent.statuses.${s}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <LoadState query={offered} testId="offered">
        {(data) => (
          <>
            {data.list.length === 0 ? (
              <p className="empty">{t('agent.contracts.none')}</p>
            ) : (
              <ContractRows rows={data.list} canEnd caption={t('agent.team.contracts')} />
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
