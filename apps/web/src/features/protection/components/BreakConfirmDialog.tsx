import type { BreakRequest } from '@mekong/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime, timeZoneName } from '../../../shared/lib/dates.ts';
import { Modal } from '../../../shared/ui/Modal.tsx';

type Props = {
  /** The break asked for, or null when the dialog is shut. */
  request: BreakRequest | null;
  /** When it would end if taken now; null for a permanent self-exclusion. */
  end: Date | null;
  busy: boolean;
  /** The refusal in words, when the server refused. */
  problem: string | null;
  onConfirm: () => void;
  onCancel: () => void;
};

/** States exactly what the break does and until when, before anything is taken. */
export function BreakConfirmDialog({ request, end, busy, problem, onConfirm, onCancel }: Props) {
  const { t } = useTranslation();
  const kind = request?.kind ?? 'TIMEOUT';
  return (
    <Modal
      open={request !== null}
      onClose={onCancel}
      title={t('centre.rg.break.confirmTitle')}
      testId="break-confirm"
      small
    >
      <div className="stack break-confirm">
        <p data-testid="break-confirm-until">
          {end === null
            ? t('centre.rg.break.confirmForever')
            : t(`centre.rg.break.confirmUntil.${kind}`, { until: formatDateTime(end), zone: timeZoneName() })}
        </p>
        <p>{t('centre.rg.break.confirmSignOut')}</p>
        <p>{t(kind === 'TIMEOUT' ? 'centre.rg.break.confirmTimeout' : 'centre.rg.break.confirmExclusion')}</p>
        {problem && (
          <p className="form-error break-problem" role="alert" data-testid="break-error">
            {problem}
          </p>
        )}
        <div className="form-actions">
          <button
            type="button"
            className="btn btn-primary"
            onClick={onConfirm}
            disabled={busy}
            data-testid="break-confirm-yes"
          >
            {t('centre.rg.break.confirm')}
          </button>
          <button type="button" className="btn" onClick={onCancel} data-testid="break-confirm-cancel">
            {t('centre.rg.break.cancel')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
