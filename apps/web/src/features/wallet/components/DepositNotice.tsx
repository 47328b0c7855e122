import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { queryKeys } from '../../../shared/api/query-keys.ts';
import { useLocaleSection } from '../../../shared/i18n/sections.ts';
import '../deposit-notice.css';

/** Back from a gateway's pay page (`?deposit=ID&result=paid|failed`): say how it went. */
export function DepositNotice() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const q = new URLSearchParams(location.search);
  const id = q.get('deposit');
  const result = q.get('result');
  useEffect(() => {
    if (id) void queryClient.invalidateQueries({ queryKey: queryKeys.balances });
  }, [id, queryClient]);
  const shown = !!id && (result === 'paid' || result === 'failed');
  useLocaleSection(['wallet'], shown);
  if (!shown) return null;
  return (
    <div className={`deposit-notice notice-${result}`} role="status" data-testid="deposit-notice">
      <span className="notice-mark" aria-hidden="true">
        {result === 'paid' ? '✓' : '!'}
      </span>
      <span className="notice-text">
        {t(result === 'paid' ? 'wallet.deposit.paid' : 'wallet.deposit.failed', { id })}
      </span>
      <button
        type="button"
        className="btn btn-icon"
        aria-label={t('auth.close')}
        onClick={() => navigate(location.pathname, { replace: true })}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
