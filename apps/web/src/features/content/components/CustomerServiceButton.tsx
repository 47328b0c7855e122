import type { MemberInfo } from '@mekong/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { useMember } from '../../../shared/api/member.ts';
import { useContentT } from '../i18n.ts';
import { openCustomerService } from '../lib/customer-service.ts';

/** A member is served by the VIP desk when the first of their member labels has a name. */
export const isVip = (member: MemberInfo | null) => !!member?.memberLabel[0]?.labelName;

/** A live-chat entry: opens the customer-service window, or says plainly that it could not. */
export function CustomerServiceButton({ title, className = 'link-button' }: { title: string; className?: string }) {
  const { t } = useContentT();
  const member = useMember();
  const [failed, setFailed] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className}
        data-cs-type="LIVECHAT"
        data-testid="cs-livechat"
        aria-label={t('cs.open', { title })}
        onClick={async () => setFailed(!(await openCustomerService(isVip(member))))}
      >
        {title}
      </button>
      {failed && (
        <span role="alert" className="form-error">
          {t('cs.failed')}
        </span>
      )}
    </>
  );
}

/** The right bar's way to the feedback screen (in the help centre). */
export function FeedbackLink() {
  const { t } = useContentT();
  return (
    <Link to="/help?topic=feedback" data-testid="right-bar-feedback">
      {t('feedback.title')}
    </Link>
  );
}
