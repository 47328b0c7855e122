import { useTranslation } from 'react-i18next';
import type { Method } from '../lib/register-fields.ts';

/** Username or mobile registration, when the merchant offers both. */
export function RegisterTabs({ method, onChange }: { method: Method; onChange: (m: Method) => void }) {
  const { t } = useTranslation();
  return (
    <div className="tabs" role="tablist" aria-label={t('pages.register.title')}>
      {(['username', 'mobile'] as const).map((m) => (
        <button
          key={m}
          type="button"
          role="tab"
          aria-selected={method === m}
          className={method === m ? 'tab active' : 'tab'}
          onClick={() => onChange(m)}
          data-testid={`reg-tab-${m}`}
        >
          {t(`auth.register.by.${m}`)}
        </button>
      ))}
    </div>
  );
}
