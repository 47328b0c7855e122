import { Link } from 'react-router';
import { useSystemStatus } from '../../../shared/system/status-context.ts';
import { useContentT } from '../i18n.ts';
import '../content.css';
import { CustomerServiceButton } from './CustomerServiceButton.tsx';

/** /join: agent recruitment — what agents earn, how to become one, and the ways to start. */
export function JoinUs() {
  const { t } = useContentT();
  const chat = useSystemStatus().info.customerService.find((c) => c.csType === 'LIVECHAT');
  const list = (key: string) => t(key, { returnObjects: true }) as string[];
  return (
    <section className="page join-page" data-testid="page-join">
      <div className="join-hero panel">
        <h1>{t('join.title')}</h1>
        <p>{t('join.intro')}</p>
      </div>
      <div className="join-columns">
        <section className="panel" aria-labelledby="join-why">
          <h2 id="join-why">{t('join.why')}</h2>
          <ul>
            {list('join.benefits').map((b) => (
              <li key={b}>{b}</li>
            ))}
          </ul>
        </section>
        <section className="panel" aria-labelledby="join-how">
          <h2 id="join-how">{t('join.how')}</h2>
          <ol>
            {list('join.steps').map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ol>
        </section>
      </div>
      <div className="form-actions">
        <Link className="btn btn-primary" to="/register">
          {t('join.register')}
        </Link>
        {chat && <CustomerServiceButton title={t('join.contact')} className="btn" />}
      </div>
    </section>
  );
}
