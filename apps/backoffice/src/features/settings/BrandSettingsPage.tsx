import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { can } from '../../shared/session/roles.ts';
import { useSession } from '../../shared/session/session.ts';
import { brandSettings } from './api.ts';
import { SettingsView } from './SettingsPage.tsx';

/**
 * Another brand's settings, for a platform operator: the same groups as a brand's own admin sees,
 * read and saved through the brand's calls (/wps/operator/brands/:code/settings).
 */
export function BrandSettingsPage() {
  const { t } = useTranslation();
  const code = useParams().code ?? '';
  const editable = can(useSession()?.role, 'brands');
  return (
    <SettingsView
      key={code}
      source={brandSettings(code)}
      editable={editable}
      title={t('settings.brandTitle', { code })}
    >
      <p>
        <Link to="/brands" data-testid="settings-back">
          {t('settings.backToBrands')}
        </Link>
      </p>
    </SettingsView>
  );
}
