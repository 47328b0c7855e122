import { useSession } from '../../../shared/session/session.ts';
import { useUi } from '../../../shared/store/ui.ts';
import { useFeedback } from '../api/feedback.ts';
import { useContentT } from '../i18n.ts';
import { FeedbackForm } from './FeedbackForm.tsx';
import { FeedbackHistory } from './FeedbackHistory.tsx';

/** The feedback screen: the form and the member's earlier feedback with replies. */
export function FeedbackPanel() {
  const { t } = useContentT();
  const token = useSession((s) => s.token);
  const openModal = useUi((s) => s.openModal);
  const list = useFeedback();
  return (
    <section className="stack" aria-labelledby="feedback-title" data-testid="feedback-panel">
      <h2 id="feedback-title">{t('feedback.title')}</h2>
      <p>{t('feedback.intro')}</p>
      {!token ? (
        <p>
          {t('feedback.signIn')}{' '}
          <button type="button" className="btn btn-primary" onClick={() => openModal('login')}>
            {t('feedback.login')}
          </button>
        </p>
      ) : (
        <>
          {list.data && <FeedbackForm minWords={list.data.minWords} maxWords={list.data.maxWords} />}
          <FeedbackHistory query={list} />
        </>
      )}
    </section>
  );
}
