/**
 * Every screen's path, once (inside the router's `/backoffice` basename). Screens link with these, never
 * with literal strings.
 */
export const paths = {
  home: '/',
  signIn: '/login',
  dashboard: '/dashboard',
  deposits: '/money/deposits',
  withdrawals: '/money/withdrawals',
  moneyHistory: '/money/history',
  members: '/members',
  member: (tel: string) => `/members/${encodeURIComponent(tel)}`,
  promotions: '/promotions',
  promotionNew: '/promotions/new',
  promotion: (id: number | string) => `/promotions/${id}`,
  content: '/content',
  contentImages: '/content/images',
  contentBanners: '/content/banners',
  contentPopups: '/content/popups',
  contentAnnouncement: '/content/announcement',
  contentNews: '/content/news',
  contentContactLines: '/content/contact-lines',
  contentHowto: '/content/howto',
  paymentSettings: '/settings/payment',
  games: '/games',
  operators: '/operators',
  audit: '/audit',
  smsOutbox: '/sms-outbox',
} as const;
