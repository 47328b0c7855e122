import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/client.ts';
import { useUi } from '../../../shared/store/ui.ts';

/**
 * Under a deposit or withdrawal refused with `kyc.level.required`: the way to the Verification
 * page, where the player sends the documents the brand asks for. Nothing for any other refusal.
 */
export function KycNeeded({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!(error instanceof ApiError) || error.code !== 'kyc.level.required') return null;
  return (
    <button
      type="button"
      className="btn"
      onClick={() => useUi.getState().openModal('member', 'verification')}
      data-testid="kyc-needed-link"
    >
      {t('centre.kyc.goVerify')}
    </button>
  );
}
