import { useSystemStatus } from '../../../shared/system/status-context.ts';
import { useDomainRoute } from '../api/domain-route.ts';
import { useContentT } from '../i18n.ts';
import '../content.css';
import { QrCode } from './QrCode.tsx';

/**
 * /down: the iOS, Android and lite iOS apps from the domain route's resources, each with a QR
 * code of its absolute link (or the merchant's own QR image) and its install guide.
 */
export function DownloadApps() {
  const { t } = useContentT();
  const route = useDomainRoute();
  // The boot answer carries the same resources, so the page has them before the route arrives.
  const boot = useSystemStatus().info.resources;
  const resources = route.data?.resources ?? boot;
  return (
    <section className="page" data-testid="page-down">
      <h1>{t('down.title')}</h1>
      <p>{t('down.intro')}</p>
      <ul className="qr-list download-list">
        {resources.map((app) => {
          const name = t(`down.${app.resourceType}`);
          const link = new URL(app.url, window.location.origin).toString();
          const steps = t(`down.steps.${app.resourceType}`, { returnObjects: true }) as string[];
          return (
            <li key={app.resourceType} className="panel" data-testid={`app-${app.resourceType}`}>
              <h2>{name}</h2>
              {app.qrCodeUrl ? (
                <img src={app.qrCodeUrl} alt={t('down.qr', { app: name })} width={160} height={160} />
              ) : (
                <QrCode text={link} label={t('down.qr', { app: name })} />
              )}
              <p>
                <a href={link}>{t('down.open')}</a>
              </p>
              <h3>{t('down.guide')}</h3>
              <ol className="install-steps">{Array.isArray(steps) && steps.map((s) => <li key={s}>{s}</li>)}</ol>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
