import type { AnnouncementItem } from '@mekong/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { A11y, Autoplay, Keyboard, Pagination } from 'swiper/modules';
import { Swiper, type SwiperClass, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import { SwiperNav } from '../../../shared/ui/SwiperNav.tsx';
import { useContentT } from '../i18n.ts';

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

function BannerImage({ banner }: { banner: AnnouncementItem }) {
  const img = <img src={banner.imageUrl ?? ''} alt={banner.title} width={1200} height={400} />;
  const link = banner.linkUrl;
  if (!link) return img;
  // Our own pages stay in the app; other sites open apart from it.
  return link.startsWith('/') ? (
    <Link to={link}>{img}</Link>
  ) : (
    <a href={link} target="_blank" rel="noopener noreferrer">
      {img}
    </a>
  );
}

/** The home banner swiper (type B), autoplaying unless the player asked for less motion. */
export function BannerSwiper({ banners }: { banners: AnnouncementItem[] }) {
  const { t } = useContentT();
  const [swiper, setSwiper] = useState<SwiperClass | null>(null);
  if (banners.length === 0) return null;
  return (
    <section className="banner-swiper" aria-label={t('banners.label')} data-testid="banner-swiper">
      <Swiper
        modules={[A11y, Autoplay, Keyboard, Pagination]}
        onSwiper={setSwiper}
        loop={banners.length > 1}
        keyboard={{ enabled: true }}
        pagination={{ clickable: true }}
        autoplay={reducedMotion() ? false : { delay: 5000, pauseOnMouseEnter: true, disableOnInteraction: false }}
        a11y={{
          prevSlideMessage: t('banners.prev'),
          nextSlideMessage: t('banners.next'),
          paginationBulletMessage: t('banners.slide', { index: '{{index}}', total: banners.length }),
          slideLabelMessage: t('banners.slide', { index: '{{index}}', total: '{{slidesLength}}' }),
        }}
      >
        {banners.map((b) => (
          <SwiperSlide key={b.id} data-testid="banner-slide">
            <BannerImage banner={b} />
          </SwiperSlide>
        ))}
      </Swiper>
      {banners.length > 1 && (
        <SwiperNav swiper={swiper} className="banner-nav" prevLabel={t('banners.prev')} nextLabel={t('banners.next')} />
      )}
    </section>
  );
}
