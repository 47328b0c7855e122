import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MemberDetail } from './MemberDetail.tsx';
import { MemberList } from './MemberList.tsx';
import { OfferedList } from './OfferedList.tsx';

type View = 'members' | 'contracts';

/**
 * teamManagement: the downline list (search, levels, drill-down) with each member's details, and
 * the contracts offered. The list keeps its place while a member's details are open.
 */
export function TeamManagementPage() {
  const { t } = useTranslation();
  const [view, setView] = useState<View>('members');
  const [open, setOpen] = useState<number | null>(null);
  return (
    <div className="stack" data-testid="team-management">
      <fieldset className="segmented">
        <legend className="visually-hidden">{t('centre.agent.tabs.teamManagement')}</legend>
        {(['members', 'contracts'] as const).map((v) => (
          <label key={v}>
            <input
              type="radio"
              name="team-view"
              checked={view === v}
              onChange={() => {
                setView(v);
                setOpen(null);
              }}
              data-testid={`team-view-${v}`}
            />
            {t(`agent.team.${v}`)}
          </label>
        ))}
      </fieldset>
      {view === 'contracts' && <OfferedList />}
      {view === 'members' && open !== null && <MemberDetail id={open} onOpen={setOpen} onBack={() => setOpen(null)} />}
      {/* Hidden, not unmounted, so the filters, page and drill-down survive a look at one member. */}
      <div hidden={view !== 'members' || open !== null}>
        <MemberList onOpen={setOpen} />
      </div>
    </div>
  );
}
