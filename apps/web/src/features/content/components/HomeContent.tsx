import { useAnnouncements } from '../api/announcements.ts';
import '../content.css';
import { BannerSwiper } from './BannerSwiper.tsx';
import { HomePopup } from './HomePopup.tsx';
import { NoticeMarquee } from './NoticeMarquee.tsx';

/** The home page's announcements: banner swiper, notice marquee and the once-a-session popup. */
export function HomeContent() {
  const { data } = useAnnouncements();
  return (
    <>
      <BannerSwiper banners={data?.banners ?? []} />
      <NoticeMarquee notices={data?.player ?? []} />
      <HomePopup popup={data?.popup[0]} />
    </>
  );
}
