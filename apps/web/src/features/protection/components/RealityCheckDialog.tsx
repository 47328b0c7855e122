import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/lib/money.ts';
import type { RealityState } from '../api/reality-check.ts';
import { hoursAndMinutes } from '../reality-timer.ts';
import '../../../shared/ui/modal.css';
import '../reality-check.css';

type Props = {
  open: boolean;
  /** The figures asked for when the dialog opened; null while they load or if they could not. */
  figures: RealityState | null;
  failed: boolean;
  /** Time played, measured on this device when the dialog opened. */
  playedMs: number;
  onContinue: () => void;
  onStop: () => void;
  onRecords: () => void;
  stopping: boolean;
};

/**
 * The reality check: time played this session, its stakes, payouts and net result, and the three
 * ways on. It stands above every page and game frame (its own layer), traps focus (Radix), and
 * Escape means Continue: the player is never left without a choice made.
 */
export function RealityCheckDialog({
  open,
  figures,
  failed,
  playedMs,
  onContinue,
  onStop,
  onRecords,
  stopping,
}: Props) {
  const { t } = useTranslation();
  const played = hoursAndMinutes(playedMs);
  const net = figures ? BigInt(figures.net) : 0n;
  return (
    <Dialog.Root open={open} onOpenChange={(o) => !o && onContinue()}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal-overlay rc-overlay" />
        <Dialog.Content className="modal small rc-dialog" data-testid="reality-check" aria-describedby="rc-summary">
          <div className="modal-head">
            <Dialog.Title>{t('protection.reality.title')}</Dialog.Title>
          </div>
          <div className="modal-body">
            <p id="rc-summary" data-testid="reality-played">
              {t('protection.reality.played', { hours: played.hours, minutes: played.minutes })}
            </p>
            {figures && (
              <dl className="facts rc-figures">
                <div>
                  <dt>{t('protection.reality.stakes')}</dt>
                  <dd data-testid="reality-stakes">{formatMoney(figures.stakes)}</dd>
                </div>
                <div>
                  <dt>{t('protection.reality.payouts')}</dt>
                  <dd data-testid="reality-payouts">{formatMoney(figures.payouts)}</dd>
                </div>
                <div>
                  <dt>{t('protection.reality.net')}</dt>
                  <dd data-testid="reality-net" className={net < 0n ? 'rc-loss' : undefined}>
                    {formatMoney(figures.net)}
                  </dd>
                </div>
              </dl>
            )}
            {!figures && !failed && (
              <p className="loading" role="status">
                {t('shell.loading')}
              </p>
            )}
            {failed && (
              <p className="form-error" role="alert">
                {t('protection.reality.figuresFailed')}
              </p>
            )}
            <p className="rg-note">{t('protection.reality.next', { minutes: figures?.intervalMinutes ?? '' })}</p>
            <div className="form-actions rc-actions">
              <button type="button" className="btn btn-primary" onClick={onContinue} data-testid="reality-continue">
                {t('protection.reality.continue')}
              </button>
              <button type="button" className="btn" onClick={onRecords} data-testid="reality-records">
                {t('protection.reality.records')}
              </button>
              <button type="button" className="btn" onClick={onStop} disabled={stopping} data-testid="reality-stop">
                {t('protection.reality.stop')}
              </button>
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
