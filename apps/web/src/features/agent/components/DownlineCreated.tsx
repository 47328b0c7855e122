import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreatedDownline } from '../lib/types.ts';

/**
 * The one-time password the server made for an account opened without one. The server answers it
 * once and keeps only its hash, so this screen is the agent's only chance to note it.
 */
function TemporaryPassword({ password }: { password: string }) {
  const { t } = useTranslation();
  const [copy, setCopy] = useState<'idle' | 'done' | 'failed'>('idle');
  const copyIt = () => {
    if (!navigator.clipboard) return setCopy('failed');
    navigator.clipboard.writeText(password).then(
      () => setCopy('done'),
      () => setCopy('failed'),
    );
  };
  return (
    <div className="temp-password stack" data-testid="downline-temp-password-box">
      <p className="temp-password-label" id="downline-temp-password-label">
        {t('agent.register.tempPassword')}
      </p>
      <div className="temp-password-row">
        <output
          className="temp-password-value"
          aria-labelledby="downline-temp-password-label"
          translate="no"
          data-testid="downline-temp-password"
        >
          {password}
        </output>
        <button type="button" className="btn" onClick={copyIt} data-testid="downline-copy-password">
          {copy === 'done' ? t('agent.register.copied') : t('agent.register.copy')}
        </button>
      </div>
      {copy === 'failed' && (
        <p className="field-error" role="alert">
          {t('agent.register.copyFailed')}
        </p>
      )}
      <p className="hint">{t('agent.register.tempPasswordNote')}</p>
    </div>
  );
}

/** What the agent is told after an opening: the account, its code and offers, any one-time password. */
export function DownlineCreated({ created, onAgain }: { created: CreatedDownline; onAgain: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="stack" role="status" data-testid="downline-done">
      <p className="form-ok">{t('agent.register.done', { account: created.account })}</p>
      {created.affiliateCode && <p>{t('agent.register.affiliate', { code: created.affiliateCode })}</p>}
      {created.contracts.length > 0 && <p>{t('agent.register.offered', { count: created.contracts.length })}</p>}
      {created.temporaryPassword ? (
        <TemporaryPassword password={created.temporaryPassword} />
      ) : (
        <p className="hint">{t('agent.register.mustChange')}</p>
      )}
      <button type="button" className="btn" onClick={onAgain} data-testid="downline-another">
        {t('agent.register.another')}
      </button>
    </div>
  );
}
