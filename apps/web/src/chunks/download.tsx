import { useTranslation } from 'react-i18next';
import { encode } from 'uqr';
import { useSystemStatus } from '../app/status-context.ts';

/** A QR code drawn as SVG from the absolute link, so no image service is needed. */
function QrCode({ text, label }: { text: string; label: string }) {
  const { data } = encode(text, { border: 1 });
  const size = data.length;
  const path = data
    .flatMap((row, y) => row.map((on, x) => (on ? `M${x} ${y}h1v1h-1z` : '')))
    .filter(Boolean)
    .join('');
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${size} ${size}`} shapeRendering="crispEdges">
      <path d={path} fill="#000" />
    </svg>
  );
}

/** Chunk `download`: the iOS, Android and lite iOS apps with a QR code each. */
export default function DownloadPage() {
  const { t } = useTranslation();
  const { resources } = useSystemStatus().info;
  return (
    <section className="page" data-testid="page-down">
      <h1>{t('pages.down.title')}</h1>
      <p>{t('pages.down.intro')}</p>
      <ul className="qr-list">
        {resources.map((app) => {
          const name = t(`pages.down.${app.resourceType}`);
          const link = new URL(app.url, window.location.origin).toString();
          return (
            <li key={app.resourceType} className="panel">
              <h2>{name}</h2>
              {app.qrCodeUrl ? (
                <img src={app.qrCodeUrl} alt={t('pages.down.qr', { app: name })} width={160} height={160} />
              ) : (
                <QrCode text={link} label={t('pages.down.qr', { app: name })} />
              )}
              <p>
                <a href={link}>{t('pages.down.open')}</a>
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
