import type { AnnouncementItem } from '@mekong/contracts';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useUi } from '../../../shared/store/ui.ts';
// The popup card wears the dialog frame's styles (its head and close button).
import '../../../shared/ui/modal.css';
import { POPUP_KEY } from '../api/announcements.ts';
import { useContentT } from '../i18n.ts';
import { SafeHtml } from './SafeHtml.tsx';

export { POPUP_KEY };

/**
 * The home popup (type PU), once per browser session (the spec's session storage key). A card
 * over a dimmed backdrop; Escape, its close button or a click outside it dismisses it. Focus is
 * left where the player put it. It waits while a dialog of the shell is open (the welcome after a
 * sign-in, a warning, the notices): drawn with one, the card lay over the dialog's buttons, and the
 * click that closed the dialog closed the card unseen.
 */
export function HomePopup({ popup }: { popup: AnnouncementItem | undefined }) {
  const { t } = useContentT();
  const [open, setOpen] = useState(false);
  const card = useRef<HTMLElement>(null);
  // Back from a payment gateway the player came to see the deposit's result, not a promotion:
  // the popup waits for a later visit to the home page.
  const fromGateway = new URLSearchParams(useLocation().search).has('deposit');
  const dialogOpen = useUi((s) => s.modal !== null || s.alert !== null || s.notice.open);

  useEffect(() => {
    if (!popup || fromGateway || dialogOpen || sessionStorage.getItem(POPUP_KEY)) return;
    sessionStorage.setItem(POPUP_KEY, String(popup.id));
    setOpen(true);
  }, [popup, fromGateway, dialogOpen]);
  const shown = open && !dialogOpen;

  // Listening from the moment the card is drawn, not after the paint (a passive effect): an Escape
  // pressed as soon as the card shows closed nothing when the machine was busy.
  useLayoutEffect(() => {
    if (!shown) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    const onDown = (e: PointerEvent) => {
      if (card.current && !card.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onDown);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onDown);
    };
  }, [shown]);

  if (!shown || !popup) return null;
  return (
    <>
      {/* The backdrop dims the page behind the card; a click anywhere outside the card closes it. */}
      <div className="home-popup-backdrop" aria-hidden="true" data-testid="home-popup-backdrop" />
      <aside
        ref={card}
        className="home-popup"
        role="dialog"
        aria-modal="false"
        aria-labelledby="home-popup-title"
        data-testid="home-popup"
      >
        <div className="modal-head">
          <h2 id="home-popup-title">{popup.title}</h2>
          <button
            type="button"
            className="btn btn-icon"
            aria-label={t('popup.close')}
            onClick={() => setOpen(false)}
            data-testid="home-popup-close"
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {popup.imageUrl && <img src={popup.imageUrl} alt="" width={1200} height={400} />}
        <SafeHtml html={popup.content} className="rich" />
        {popup.linkUrl?.startsWith('/') && (
          <Link className="btn btn-primary" to={popup.linkUrl} onClick={() => setOpen(false)}>
            {t('popup.more')}
          </Link>
        )}
      </aside>
    </>
  );
}
