import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

/** One brand's pages for the platform operator: its staff (with the on/off switch) and its settings. */
export function BrandTabs({ code }: { code: string }) {
  const { t } = useTranslation();
  const tabs = [
    { to: `/brands/${code}`, label: t('brands.tabs.staff'), id: 'staff' },
    { to: `/brands/${code}/settings`, label: t('brands.tabs.settings'), id: 'settings' },
  ];
  return (
    <nav aria-label={t('brands.tabs.label', { code })} className="brand-tabs">
      <ul>
        {tabs.map((tab) => (
          <li key={tab.id}>
            <NavLink to={tab.to} end data-testid={`brand-tab-${tab.id}`}>
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
