import { BannerManager } from '../components/banner-manager';

/** `/content/banners`: the home page's sliding banners. */
export default function BannersRoute() {
  return <BannerManager placement="banner" />;
}
