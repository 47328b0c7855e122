import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSystemStatus } from '../../shared/system/status-context.ts';

export function Footer() {
  const { t } = useTranslation();
  const brand = useSystemStatus().info.brand.name;
  return (
    <footer className="app-footer" data-testid="app-footer">
      <div className="footer-inner">
        <p>{t('footer.tagline', { brand })}</p>
        <p>
          <span className="age-badge" aria-hidden="true">
            18+
          </span>
          {t('footer.age')}
        </p>
        <nav className="footer-links" aria-label={t('footer.help')}>
          <Link to="/help">{t('footer.help')}</Link>
          <Link to="/join">{t('footer.join')}</Link>
          <Link to="/down">{t('footer.download')}</Link>
        </nav>
        <p>{t('footer.rights', { brand, year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
