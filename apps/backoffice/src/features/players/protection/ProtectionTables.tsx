import type { PlayerProtection } from '@mekong/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { dateTime } from '../../../shared/ui/format.ts';
import { SimpleTable } from '../../../shared/ui/SimpleTable.tsx';
import { limitValue } from '../../protection-watch/index.ts';

type Limit = PlayerProtection['limits']['list'][number];
type PastBreak = PlayerProtection['breaks'][number];
type Line = PlayerProtection['history'][number];

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const limitName = (t: TFunction, kind: unknown, period: unknown) =>
  t(`protection.limitNames.${text(kind)}.${text(period)}`, { defaultValue: `${text(kind)} ${text(period)}` });
const until = (t: TFunction, iso: string | null) => (iso ? dateTime(iso) : t('protection.permanent'));

/** One history line in words: the change, which limit or break, and to what. */
function what(t: TFunction, line: Line) {
  const d = line.details;
  if (line.action.startsWith('break.'))
    return t(`protection.history.${line.action.replaceAll('.', '_')}`, {
      length: t(`protection.lengths.${text(d.length)}`, { defaultValue: text(d.length) }),
      until: until(t, typeof d.until === 'string' ? d.until : null),
      defaultValue: line.action,
    });
  return t(`protection.history.${line.action.replaceAll('.', '_')}`, {
    limit: limitName(t, d.kind, d.period),
    amount: limitValue(t, text(d.kind), text(d.asked)),
    defaultValue: line.action,
  });
}

/**
 * Who made a change: the player, the server itself (a self-exclusion extended from another brand),
 * or an operator by name and number (the number alone if the name is gone).
 */
function by(t: TFunction, line: Line) {
  if (line.actorType === 'system') return t('protection.bySystem');
  if (line.actorType !== 'operator') return t('protection.byPlayer');
  return line.operatorName
    ? t('protection.byOperatorNamed', { id: line.actorId, name: line.operatorName })
    : t('protection.byOperator', { id: line.actorId });
}

export function LimitsTable({ limits }: { limits: PlayerProtection['limits'] }) {
  const { t } = useTranslation();
  return (
    <SimpleTable<Limit>
      caption={t('protection.limits', { hours: limits.coolingOffHours })}
      testId="protection-limits"
      rows={limits.list}
      columns={[
        { key: 'limit', header: t('protection.limit'), cell: (r) => limitName(t, r.kind, r.period) },
        { key: 'amount', header: t('common.amount'), cell: (r) => limitValue(t, r.kind, r.amount) },
        { key: 'used', header: t('protection.used'), cell: (r) => limitValue(t, r.kind, r.used) },
        { key: 'end', header: t('protection.periodEnd'), cell: (r) => dateTime(r.periodEnd) },
        {
          key: 'pending',
          header: t('protection.pending'),
          cell: (r) =>
            r.pending
              ? t(r.pending.amount === null ? 'protection.pendingRemoval' : 'protection.pendingRaise', {
                  amount: limitValue(t, r.kind, r.pending.amount),
                  from: dateTime(r.pending.from),
                })
              : t('common.none'),
        },
      ]}
    />
  );
}

export function BreaksTable({ breaks }: { breaks: PastBreak[] }) {
  const { t } = useTranslation();
  return (
    <SimpleTable<PastBreak>
      caption={t('protection.breaks')}
      testId="protection-breaks"
      rows={breaks}
      columns={[
        { key: 'kind', header: t('protection.breakKind'), cell: (r) => t(`protection.breakKinds.${r.kind}`) },
        { key: 'start', header: t('protection.startedAt'), cell: (r) => dateTime(r.startedAt) },
        { key: 'until', header: t('protection.until'), cell: (r) => until(t, r.until) },
        {
          key: 'followUp',
          header: t('protection.followUp'),
          cell: (r) => t(`protection.followUps.${r.followUp}`, { count: r.followUpAttempts }),
        },
      ]}
    />
  );
}

export function HistoryTable({ history }: { history: Line[] }) {
  const { t } = useTranslation();
  return (
    <SimpleTable<Line>
      caption={t('protection.historyTitle')}
      testId="protection-history"
      rows={history}
      columns={[
        { key: 'at', header: t('common.time'), cell: (r) => dateTime(r.at) },
        { key: 'what', header: t('protection.what'), cell: (r) => what(t, r) },
        {
          key: 'by',
          header: t('protection.by'),
          cell: (r) => by(t, r),
        },
        { key: 'reason', header: t('common.reason'), cell: (r) => text(r.details.reason) },
      ]}
    />
  );
}

export { until as breakUntil };
