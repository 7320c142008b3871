/**
 * The content screen's sections, apart from BO_CONTENT (the screens' other texts): the back office's route
 * table names its tab titles with them in the first load.
 */
export const BO_CONTENT_TABS = {
  images: 'รูปภาพเว็บไซต์',
  banners: 'แบนเนอร์',
  popups: 'ป๊อปอัป',
  announcement: 'ประกาศวิ่ง',
  news: 'ข่าวสาร',
  contactLines: 'ช่องทางติดต่อ',
  howto: 'วิธีใช้งาน',
} as const;
