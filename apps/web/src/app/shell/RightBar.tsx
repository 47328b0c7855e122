import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CustomerServiceButton, FeedbackLink } from '../../features/content/components/CustomerServiceButton.tsx';
import { useSystemStatus } from '../../shared/system/status-context.ts';

/**
 * Customer service (MESSENGER, TELEGRAM, LIVECHAT), app download and promotions. A link reads
 * the portal's name for its kind, in the player's language: the merchant's title is typed in one
 * language only.
 */
export function RightBar() {
  const { t } = useTranslation();
  const { customerService } = useSystemStatus().info;
  return (
    <aside className="right-bar" data-testid="right-bar" aria-label={t('rightBar.label')}>
      <section className="panel">
        <h2>{t('rightBar.customerService')}</h2>
        {customerService.length === 0 ? (
          <p>{t('rightBar.noService')}</p>
        ) : (
          <ul>
            {customerService.map((cs) => (
              <li key={`${cs.csType}-${cs.url}`}>
                {/* Live chat opens the customer-service window (a 440 x 500 popup); the others are app links. */}
                {cs.csType === 'LIVECHAT' ? (
                  <CustomerServiceButton title={t(`cs.${cs.csType}`)} />
                ) : (
                  <a href={cs.url} target="_blank" rel="noopener noreferrer" data-cs-type={cs.csType}>
                    {t(`cs.${cs.csType}`)}
                  </a>
                )}
              </li>
            ))}
          </ul>
        )}
        <FeedbackLink />
      </section>
      <section className="panel">
        <h2>{t('rightBar.appDownload')}</h2>
        <Link to="/down">{t('rightBar.getApp')}</Link>
      </section>
      <section className="panel">
        <h2>{t('rightBar.promotions')}</h2>
        <Link to="/promotions">{t('rightBar.seePromotions')}</Link>
      </section>
    </aside>
  );
}
