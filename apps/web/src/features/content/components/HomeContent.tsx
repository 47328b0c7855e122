import { useAnnouncements } from '../api/announcements.ts';
import '../content.css';
import { BannerSwiper } from './BannerSwiper.tsx';
import { HomePopup } from './HomePopup.tsx';
import { NoticeMarquee } from './NoticeMarquee.tsx';

/** The home page's announcements: banner swiper, notice marquee and the once-a-session popup. */
export function HomeContent() {
  const { data, isPending } = useAnnouncements();
  return (
    <>
      {/* The banner's place is held while it loads: nothing below it jumps when it arrives. */}
      {isPending ? (
        <>
          <div className="skeleton banner-skeleton" aria-hidden="true" data-testid="banner-skeleton" />
          <div className="skeleton marquee-skeleton" aria-hidden="true" />
        </>
      ) : (
        <>
          <BannerSwiper banners={data?.banners ?? []} />
          <NoticeMarquee notices={data?.player ?? []} />
        </>
      )}
      <HomePopup popup={data?.popup[0]} />
    </>
  );
}
