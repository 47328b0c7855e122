import { KYC_LEVELS, type KycLevel } from '@mekong/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/client.ts';
import { useUi } from '../../../shared/store/ui.ts';

const isKycRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.code === 'kyc.level.required';

/**
 * A deposit or withdrawal refused for identity checks, in words: the level the brand asks for
 * named in the player's language (the refusal's value carries it), and where to send documents.
 * Null for any other failure.
 */
export function kycRefusalText(t: TFunction, error: unknown): string | null {
  if (!isKycRefusal(error)) return null;
  const level = (error.value as { level?: unknown } | null)?.level;
  const known = KYC_LEVELS.includes(level as KycLevel) ? (level as KycLevel) : 'VERIFIED';
  return t('errors.kyc.level.required', { level: t(`centre.kyc.levels.${known}`) });
}

/** Under such a refusal: the way to the Verification page. Nothing for any other failure. */
export function KycNeeded({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!isKycRefusal(error)) return null;
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
