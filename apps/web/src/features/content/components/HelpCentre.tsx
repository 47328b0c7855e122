import { Link, useSearchParams } from 'react-router';
import { useHelpCenter } from '../api/help-center.ts';
import { useContentT } from '../i18n.ts';
import '../content.css';
import { FeedbackPanel } from './FeedbackPanel.tsx';
import { SafeHtml } from './SafeHtml.tsx';

const FEEDBACK = 'feedback';

/** The articles of one topic, or of every topic when none is chosen. */
function HelpArticles({ topic }: { topic: string | null }) {
  const { t } = useContentT();
  const help = useHelpCenter();
  if (help.isPending) return <p className="loading">…</p>;
  if (help.isError) return <p role="alert">{t('help.failed')}</p>;
  const categories = help.data.categories.filter((c) => !topic || c.code === topic);
  if (categories.length === 0) return <p className="empty">{t('help.empty')}</p>;
  return (
    <>
      {categories.map((c) => (
        <section
          key={c.code}
          className="help-topic"
          aria-labelledby={`help-${c.code}`}
          data-testid={`help-topic-${c.code}`}
        >
          <h2 id={`help-${c.code}`}>{c.title}</h2>
          {c.articles.map((a) => (
            <details key={a.id} className="help-article" open={!!topic}>
              <summary>{a.title}</summary>
              <SafeHtml html={a.content} className="rich" />
            </details>
          ))}
        </section>
      ))}
    </>
  );
}

/** /help: a sidebar of topics (feedback among them) beside the chosen topic's articles. */
export function HelpCentre() {
  const { t } = useContentT();
  const help = useHelpCenter();
  const [params] = useSearchParams();
  const topic = params.get('topic');
  const entries = [
    ...(help.data?.categories ?? []).map((c) => ({ code: c.code, title: c.title })),
    { code: FEEDBACK, title: t('help.feedback') },
  ];
  return (
    <section className="page help-page" data-testid="page-help">
      <h1>{t('help.title')}</h1>
      <p>{t('help.intro')}</p>
      <div className="help-layout">
        <nav className="help-menu panel" aria-label={t('help.menu')}>
          <ul>
            {entries.map((e) => (
              <li key={e.code}>
                <Link to={`/help?topic=${e.code}`} aria-current={topic === e.code ? 'page' : undefined}>
                  {e.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="help-body">{topic === FEEDBACK ? <FeedbackPanel /> : <HelpArticles topic={topic} />}</div>
      </div>
    </section>
  );
}

/** /helpmc: the content only, as the customer-service link opens it (?topic=..., &desk=vip). */
export function HelpContent() {
  const { t } = useContentT();
  const [params] = useSearchParams();
  const topic = params.get('topic');
  return (
    <section className="page help-page" data-testid="page-helpmc">
      <h1>{t('help.title')}</h1>
      {params.get('desk') === 'vip' && <p className="vip-desk">{t('help.vipDesk')}</p>}
      {topic === FEEDBACK ? <FeedbackPanel /> : <HelpArticles topic={topic} />}
    </section>
  );
}
