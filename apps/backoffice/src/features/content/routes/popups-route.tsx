import { BannerManager } from '../components/banner-manager';

/** `/content/popups`: the banners that pop up over the home page. */
export default function PopupsRoute() {
  return <BannerManager placement="popup" />;
}
