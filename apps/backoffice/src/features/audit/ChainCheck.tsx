import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../shared/ui/Alert.tsx';
import { useVerifyChain } from './api.ts';

/** Checks the operators' hash chain and says whether it holds, or where it breaks. */
export function ChainCheck() {
  const { t } = useTranslation();
  const verify = useVerifyChain();
  const result = verify.data;
  return (
    <div className="chain-check">
      <button
        type="button"
        className="btn"
        onClick={() => verify.mutate()}
        disabled={verify.isPending}
        data-testid="audit-verify"
      >
        {t('audit.verify')}
      </button>
      <ErrorAlert error={verify.error} />
      {result && (
        <p
          className={result.ok ? 'alert alert-ok' : 'alert alert-error'}
          role="status"
          data-testid="audit-verify-result"
        >
          {result.ok
            ? t('audit.chainOk', { count: result.checked })
            : t('audit.chainBroken', { count: result.checked, id: result.brokenAt })}
        </p>
      )}
    </div>
  );
}
