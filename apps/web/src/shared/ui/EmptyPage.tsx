import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

type EmptyPageProps = {
  testId: string;
  title: string;
  body: string;
  children?: ReactNode;
  dataset?: Record<string, string>;
};

/** A page whose content is not open yet: its heading and a plain, translated empty state. */
export function EmptyPage({ testId, title, body, children, dataset }: EmptyPageProps) {
  const data = Object.fromEntries(Object.entries(dataset ?? {}).map(([k, v]) => [`data-${k}`, v]));
  return (
    <section className="page" data-testid={testId} {...data}>
      <h1>{title}</h1>
      {children}
      <p className="empty">{body}</p>
    </section>
  );
}

/** Shows `pages.<pageKey>.title` and `pages.<pageKey>.body`, naming the query's gameCode if any. */
export function KeyedEmptyPage({ testId, pageKey }: { testId: string; pageKey: string }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const game = params.get('gameCode') ?? '';
  const title = `${t(`pages.${pageKey}.title`)} ${game}`.trim();
  return <EmptyPage testId={testId} title={title} body={t(`pages.${pageKey}.body`, { game })} />;
}
