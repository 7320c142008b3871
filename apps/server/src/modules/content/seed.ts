import { MEMBER_ROUTES } from '@member/shared';
import type { Queryable } from '../../db/database';
import type { FileStorage } from '../../lib/storage';
import { type DemoArt, storeDemoArt } from '../../demo/art';
import { insertBanner } from './queries/banners';
import { insertFeedItem } from './queries/feed';

/**
 * The demo's site content (decision 0027): home banners and news, each with its art. No popup banner:
 * a popup covers every page after login, which a demo (and the e2e suite, which logs in constantly)
 * should not have. The setting images (logo, icons, backgrounds) stay unset: the site draws its own.
 */
export const DEMO_BANNERS: readonly { art: DemoArt; url: string | null }[] = [
  { art: 'banner-welcome', url: MEMBER_ROUTES.promotion },
  { art: 'banner-minigame', url: MEMBER_ROUTES.miniGame },
  { art: 'banner-affiliate', url: MEMBER_ROUTES.refer },
];

/** Oldest first (the feed lists the newest first, so the first here ends last on /news). */
export const DEMO_NEWS: readonly { art: DemoArt; description: string }[] = [
  {
    art: 'news-security',
    description: 'บัญชีปลอดภัยกว่าเดิม ตั้งรหัสผ่านที่เดาได้ยาก และอย่าบอกรหัสผ่านหรือรหัส OTP กับใคร ทีมงานจะไม่ขอรหัสผ่านจากสมาชิกทุกกรณี',
  },
  {
    art: 'news-return-loss',
    description: 'คืนยอดเสีย 5% ทุกสัปดาห์ ยอดเสียสุทธิวันจันทร์ถึงอาทิตย์ กดรับได้ที่หน้า ถอนคืนยอดเสีย ตั้งแต่วันจันทร์ถัดไป',
  },
  {
    art: 'news-promptpay',
    description: 'ฝากเงินด้วยพร้อมเพย์ได้แล้ว เลือกพร้อมเพย์ในหน้าฝากเงิน แล้วสแกนจ่ายจากแอปธนาคารใดก็ได้',
  },
  {
    art: 'news-wallet',
    description: 'ฝาก-ถอน ได้ตลอด 24 ชั่วโมง แจ้งฝากแล้วติดตามสถานะได้ที่หน้าประวัติ',
  },
];

/**
 * Inserts the demo's banners and news. The caller runs it once, with the database's first seed (the one
 * that creates the demo member), so a later seed adds nothing and an operator's edits and deletions stay.
 */
export async function seedContent(db: Queryable, storage: FileStorage): Promise<void> {
  // In order: each banner goes after the last (insertBanner), as an operator's uploads would.
  for (const banner of DEMO_BANNERS) {
    const fileKey = await storeDemoArt(storage, banner.art);
    await insertBanner(db, { placement: 'banner', fileKey, url: banner.url, isActive: true });
  }
  for (const item of DEMO_NEWS) {
    const fileKey = await storeDemoArt(storage, item.art);
    await insertFeedItem(db, { fileKey, description: item.description, isActive: true });
  }
}
