import '../protection.css';
import { KYC_DOCUMENT_KINDS } from '@mekong/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/lib/dates.ts';
import { useKyc } from '../api/kyc.ts';
import { KycUploadCard } from './KycUploadCard.tsx';

/**
 * Verification: the player's identity-check level, every document sent with its decision
 * (waiting, approved, or rejected with the operator's reason), and a form for each kind.
 */
export function VerificationPage() {
  const { t } = useTranslation();
  const kyc = useKyc();
  if (kyc.isPending) return <p className="loading">{t('shell.loading')}</p>;
  if (kyc.isError)
    return (
      <p className="form-error" role="alert">
        {kyc.error.message}
      </p>
    );
  const { level, documents } = kyc.data;
  return (
    <div className="stack rg-page" data-testid="kyc-page">
      <p>{t('centre.kyc.intro')}</p>
      <p className="kyc-level">
        {t('centre.kyc.level')} <strong data-testid="kyc-level">{t(`centre.kyc.levels.${level}`)}</strong>
      </p>
      <section className="stack" aria-labelledby="kyc-sent-title">
        <h4 id="kyc-sent-title">{t('centre.kyc.documents')}</h4>
        {documents.length === 0 && <p className="empty">{t('centre.kyc.noDocuments')}</p>}
        <ul className="rg-limits" data-testid="kyc-documents">
          {documents.map((d) => (
            <li key={d.id} className="rg-limit" data-testid={`kyc-doc-${d.id}`} data-status={d.status}>
              <span className="rg-period">{t(`centre.kyc.kinds.${d.kind}`)}</span>
              <span className={`kyc-status kyc-${d.status}`} data-testid="kyc-doc-status">
                {t(`centre.kyc.status.${d.status}`)}
              </span>
              {d.reason && <span data-testid="kyc-doc-reason">{t('centre.kyc.reason', { reason: d.reason })}</span>}
              <span className="rg-end">{t('centre.kyc.sentAt', { time: formatDateTime(d.at) })}</span>
            </li>
          ))}
        </ul>
      </section>
      <section className="stack" aria-labelledby="kyc-send-title">
        <h4 id="kyc-send-title">{t('centre.kyc.sendTitle')}</h4>
        <div className="kyc-cards">
          {KYC_DOCUMENT_KINDS.map((kind) => (
            <KycUploadCard key={kind} kind={kind} />
          ))}
        </div>
      </section>
    </div>
  );
}
