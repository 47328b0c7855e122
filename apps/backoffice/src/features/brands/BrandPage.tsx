import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorAlert } from '../../shared/ui/Alert.tsx';
import { useBrand } from './api.ts';
import { BrandStaff } from './BrandStaff.tsx';
import { BrandTabs } from './BrandTabs.tsx';
import { SwitchBrandDialog } from './SwitchBrandDialog.tsx';
import './brands.css';

/**
 * One brand, for the platform operator: whether it is open (a switch, with a confirmation and a
 * reason) and its staff; its settings are the next tab.
 */
export function BrandPage() {
  const { t } = useTranslation();
  const code = useParams().code ?? '';
  const brand = useBrand(code);
  const [switching, setSwitching] = useState(false);
  const [done, setDone] = useState('');
  const b = brand.data;
  return (
    <section aria-labelledby="brand-title" data-testid="brand-page">
      <p>
        <Link to="/brands" data-testid="brand-back">
          {t('settings.backToBrands')}
        </Link>
      </p>
      <h1 id="brand-title">{b ? t('brands.detailTitle', { name: b.name, code: b.code }) : code}</h1>
      <BrandTabs code={code} />
      <ErrorAlert error={brand.error} />
      {brand.isPending && <p role="status">{t('common.loading')}</p>}
      {b && (
        <div className="card brand-state">
          <p>
            <span
              className={`badge badge-${b.enabled ? 'ACTIVE' : 'DISABLED'}`}
              data-testid="brand-state"
              data-enabled={b.enabled}
            >
              {t(b.enabled ? 'brands.stateOn' : 'brands.stateOff')}
            </span>{' '}
            {b.enabled ? t('brands.stateOnHelp') : t('brands.stateOffHelp', { reason: b.closedReason ?? '' })}
          </p>
          <button
            type="button"
            className={b.enabled ? 'btn btn-danger' : 'btn btn-primary'}
            onClick={() => {
              setDone('');
              setSwitching(true);
            }}
            data-testid="brand-switch"
          >
            {t(b.enabled ? 'brands.switchOff' : 'brands.switchOn')}
          </button>
          {done && (
            <p className="alert alert-info" role="status" data-testid="brand-switched">
              {done}
            </p>
          )}
          <SwitchBrandDialog
            brand={b}
            open={switching}
            onClose={() => setSwitching(false)}
            onDone={(after) => {
              setSwitching(false);
              setDone(t(after.enabled ? 'brands.switchedOn' : 'brands.switchedOff', { code: after.code }));
            }}
          />
        </div>
      )}
      <BrandStaff code={code} />
    </section>
  );
}
