import type { AnnouncementItem } from '@mekong/contracts';
import { Link } from 'react-router';
import { Carousel } from '../../../shared/ui/Carousel.tsx';
import { useContentT } from '../i18n.ts';

function BannerImage({ banner, first }: { banner: AnnouncementItem; first: boolean }) {
  // The first banner is the page's largest paint: fetched at once; the others when scrolled to.
  const img = (
    <img
      src={banner.imageUrl ?? ''}
      alt={banner.title}
      width={1200}
      height={400}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'auto'}
    />
  );
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

/** The home banner carousel (type B), autoplaying unless the player asked for less motion. */
export function BannerSwiper({ banners }: { banners: AnnouncementItem[] }) {
  const { t } = useContentT();
  if (banners.length === 0) return null;
  return (
    <section className="banner-swiper" aria-label={t('banners.label')} data-testid="banner-swiper">
      <Carousel
        className="banner-track"
        navClassName="banner-nav"
        slides={banners.map((b, i) => <BannerImage key={b.id} banner={b} first={i === 0} />)}
        slideTestId={() => 'banner-slide'}
        prevLabel={t('banners.prev')}
        nextLabel={t('banners.next')}
        slideLabel={(index, total) => t('banners.slide', { index, total })}
        autoplayMs={5000}
        dots
      />
    </section>
  );
}
