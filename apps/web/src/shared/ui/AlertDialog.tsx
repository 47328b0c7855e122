import { useTranslation } from 'react-i18next';
import { useUi } from '../store/ui.ts';
import { Modal } from './Modal.tsx';

/**
 * The one warning dialog of the app: a message and a confirm button, for the failures the player
 * must acknowledge (an SMS that could not be sent, an invalid invitation code, a trial account).
 */
export function AlertDialog() {
  const { t } = useTranslation();
  const alert = useUi((s) => s.alert);
  const close = () => useUi.getState().showAlert(null);
  return (
    <Modal open={alert !== null} onClose={close} title={alert ? t(alert.titleKey) : ''} testId="alert-dialog" small>
      <div className="modal-body">
        <p role="alert" data-testid="alert-text">
          {alert ? t(alert.key, { defaultValue: alert.fallback ?? alert.key }) : ''}
        </p>
        <div className="form-actions">
          <button type="button" className="btn btn-primary" onClick={close} data-testid="alert-confirm">
            {t(alert?.confirmKey ?? 'shell.ok')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
