import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { can } from '../../../shared/session/roles.ts';
import { useSession } from '../../../shared/session/session.ts';
import { ErrorAlert } from '../../../shared/ui/Alert.tsx';
import { useProtection } from './api.ts';
import { BreakDialog } from './BreakDialog.tsx';
import { LimitDialog } from './LimitDialog.tsx';
import { BreaksTable, breakUntil, HistoryTable, LimitsTable } from './ProtectionTables.tsx';

/** The section's anchor: other screens link to `/players/:id#p360-protection`. */
const ANCHOR = 'p360-protection';

/** The 360's responsible gaming: limits and their use, breaks, and who changed what; staff may only tighten. */
export function PlayerProtection({ id, account }: { id: number; account: string }) {
  const { t } = useTranslation();
  const session = useSession();
  const query = useProtection(id);
  const [open, setOpen] = useState<null | 'limit' | 'break'>(null);
  const [done, setDone] = useState('');
  const close = (o: boolean) => !o && setOpen(null);
  const view = query.data;
  const section = useRef<HTMLElement>(null);
  const { hash } = useLocation();
  const loaded = !!view;
  // Opened from a link to this section (the near-limits list): shown once its tables are in, so it stays in view.
  useEffect(() => {
    if (loaded && hash === `#${ANCHOR}`) section.current?.scrollIntoView({ block: 'start' });
  }, [loaded, hash]);
  return (
    <section ref={section} className="card section-gap" aria-labelledby={ANCHOR} data-testid="p360-protection">
      <h2 id={ANCHOR}>{t('protection.title')}</h2>
      {can(session?.role, 'protect') && (
        <div className="button-row">
          <button type="button" className="btn" onClick={() => setOpen('limit')} data-testid="action-limit">
            {t('protection.lowerLimit')}
          </button>
          <button type="button" className="btn btn-danger" onClick={() => setOpen('break')} data-testid="action-break">
            {t('protection.setBreak')}
          </button>
        </div>
      )}
      {done && (
        <p className="alert alert-info" role="status" data-testid="protection-done">
          {done}
        </p>
      )}
      <ErrorAlert error={query.error} />
      {!view && !query.error && <p role="status">{t('common.loading')}</p>}
      {view && (
        <>
          <dl className="facts">
            <div>
              <dt>{t('protection.activeBreak')}</dt>
              <dd data-testid="protection-active-break">
                {view.activeBreak
                  ? t('protection.activeBreakText', {
                      kind: t(`protection.breakKinds.${view.activeBreak.kind}`),
                      until: breakUntil(t, view.activeBreak.until),
                    })
                  : t('common.none')}
              </dd>
            </div>
          </dl>
          <LimitsTable limits={view.limits} />
          <BreaksTable breaks={view.breaks} />
          <HistoryTable history={view.history} />
        </>
      )}
      <LimitDialog
        id={id}
        account={account}
        open={open === 'limit'}
        onOpenChange={close}
        onDone={() => {
          setOpen(null);
          setDone(t('protection.limitDone'));
        }}
      />
      <BreakDialog
        id={id}
        account={account}
        open={open === 'break'}
        onOpenChange={close}
        onDone={() => {
          setOpen(null);
          setDone(t('protection.breakDone'));
        }}
      />
    </section>
  );
}
