import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isTrial, useMember } from '../../../shared/api/member.ts';
import { useLocaleSection } from '../../../shared/i18n/sections.ts';
import { useOpenCentre } from '../../../shared/store/ui.ts';
import { useConsolidated } from '../api/consolidated.ts';
import { pendingKinds } from '../lib/flags.ts';
import '../agent.css';

/**
 * A line under the header for a member whose upline offered a contract that waits for an answer:
 * it opens the member centre's contract page. Closing it hides it until the next page load.
 */
export function ContractOfferNotice() {
  const { t } = useTranslation();
  const member = useMember();
  const openCentre = useOpenCentre();
  const [closed, setClosed] = useState(false);
  const state = useConsolidated(!!member && !isTrial(member) && !member.forceChangePassword);
  const kinds = pendingKinds(state.data);
  useLocaleSection(['agent'], !closed && kinds.length > 0);
  if (closed || kinds.length === 0) return null;
  return (
    <div className="notice contract-notice" role="status" data-testid="contract-offer-notice">
      <span>{t('agent.requests.notice', { kinds: kinds.map((k) => t(`agent.kinds.${k}`)).join(', ') })}</span>
      <button
        type="button"
        className="btn btn-primary"
        onClick={() => openCentre('member', 'contractRequests')}
        data-testid="contract-offer-review"
      >
        {t('agent.requests.review')}
      </button>
      <button type="button" className="btn btn-icon" aria-label={t('auth.close')} onClick={() => setClosed(true)}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
