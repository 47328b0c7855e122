import type { AnnouncementItem } from '@mekong/contracts';
import { useUi } from '../../../shared/store/ui.ts';
import { useContentT } from '../i18n.ts';
import { MegaphoneIcon } from './MegaphoneIcon.tsx';

/**
 * The notice marquee: the player notices' titles scroll past; the whole bar is one button that
 * opens the notice list at the newest one. The second copy of the titles only closes the loop, so
 * it is hidden from screen readers; the text stands still for players who asked for less motion.
 */
export function NoticeMarquee({ notices }: { notices: AnnouncementItem[] }) {
  const { t } = useContentT();
  const show = useUi((s) => s.showNotice);
  if (notices.length === 0) return null;
  const titles = notices.map((n) => n.title).join(' · ');
  return (
    <button
      type="button"
      className="notice-marquee"
      data-testid="notice-marquee"
      onClick={() => show(notices[0]?.id ?? null)}
    >
      <span className="marquee-icon">
        <MegaphoneIcon />
      </span>
      <span className="visually-hidden">{t('notices.open')}: </span>
      <span className="marquee-window">
        <span className="marquee-track">
          <span>{titles}</span>
          <span aria-hidden="true">{titles}</span>
        </span>
      </span>
    </button>
  );
}
