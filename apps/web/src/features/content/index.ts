export { useHomeContent } from './api/content-queries';
export { AnnouncementMarquee } from './components/announcement-marquee';
export { BannerCarousel } from './components/banner-carousel';
