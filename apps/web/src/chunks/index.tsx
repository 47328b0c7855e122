import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSystemStatus } from '../app/status-context.ts';
import { useVendorLanes } from '../features/catalogue/api/vendors.ts';
import { VendorCards } from '../features/catalogue/components/VendorCards.tsx';
import { EmptyPage } from '../shared/ui/EmptyPage.tsx';

/** Chunk `index`: home, plus the register and login screens that open over it. */
export function HomePage() {
  const { t } = useTranslation();
  const brand = useSystemStatus().info.brand.name;
  const lanes = useVendorLanes();
  return (
    <section className="page" data-testid="page-index">
      <h1>{t('home.title', { brand })}</h1>
      <h2>{t('home.lanes')}</h2>
      {lanes.isPending && <p className="loading">{t('shell.loading')}</p>}
      {lanes.isError && <p role="alert">{lanes.error.message}</p>}
      {lanes.data?.length === 0 && <p className="empty">{t('home.noLanes')}</p>}
      <div className="lanes">
        {lanes.data?.map((lane) => (
          <section key={lane.title} aria-label={t(`category.${lane.title}`)}>
            <h3>{t(`category.${lane.title}`)}</h3>
            <VendorCards category={lane.title} cards={lane.cards} />
          </section>
        ))}
      </div>
    </section>
  );
}

export function RegisterPage() {
  const { t } = useTranslation();
  return <EmptyPage testId="page-register" title={t('pages.register.title')} body={t('pages.register.body')} />;
}

export function LoginPage() {
  const { t } = useTranslation();
  return <EmptyPage testId="page-login" title={t('pages.login.title')} body={t('pages.login.body')} />;
}

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="page" data-testid="not-found">
      <h1>{t('status.notFoundTitle')}</h1>
      <p>{t('status.notFoundBody')}</p>
      <Link className="btn btn-primary" to="/index">
        {t('status.backHome')}
      </Link>
    </section>
  );
}
