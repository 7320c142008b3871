import { REFER_TITLES } from '../affiliate/titles';
import { CHAT_TITLES } from '../chat/titles';
import { CONTENT, PROFILE } from '../content/texts';
import { UI } from '../common/messages';
import { MINIGAME_TITLES } from '../minigame/titles';
import { PROMOTION } from '../promotion/texts';
import { SHELL } from './texts';
import { WALLET } from '../money/texts';

/**
 * The browser tab's title of every page, by route path (apps/web/src/app/routes.tsx): the page's own
 * heading where it has one, so the tab and the page say the same thing.
 */
export const PAGE_TITLES = {
  home: 'หน้าแรก',
  login: UI.login,
  register: UI.register,
  tx: WALLET.hubTitle,
  deposit: WALLET.depositTitle,
  depositDetail: WALLET.depositDetailTitle,
  depositQr: WALLET.qrTitle,
  paymentCompleted: 'ผลการชำระเงิน',
  withdraw: WALLET.withdrawTitle,
  withdrawDetail: WALLET.withdrawDetailTitle,
  history: WALLET.historyTitle,
  depositHistory: WALLET.depositHistory,
  withdrawHistory: WALLET.withdrawHistory,
  bonusHistory: PROMOTION.bonusHistory,
  promotion: PROMOTION.title,
  returnLoss: PROMOTION.returnLossTitle,
  news: CONTENT.newsTitle,
  contact: CONTENT.contactTitle,
  howto: CONTENT.howtoTitle,
  chat: CHAT_TITLES.chat,
  forgotPassword: PROFILE.forgotTitle,
  updatePassword: PROFILE.updateTitle,
  profile: PROFILE.title,
  changePassword: PROFILE.changePassword,
  game: CONTENT.gameTitle,
  refer: REFER_TITLES.hub,
  referOverall: REFER_TITLES.overall,
  referMember: REFER_TITLES.member,
  referProfit: REFER_TITLES.profit,
  referStats: REFER_TITLES.stats,
  referRanking: REFER_TITLES.ranking,
  referProfitManage: REFER_TITLES.profitManage,
  referHistory: REFER_TITLES.history,
  referWithdraw: REFER_TITLES.withdraw,
  referWithdrawDetail: REFER_TITLES.withdrawDetail,
  incomeWithdraw: REFER_TITLES.incomeWithdraw,
  miniGame: MINIGAME_TITLES.hub,
  miniGamePlay: MINIGAME_TITLES.play,
  miniGameHistory: MINIGAME_TITLES.history,
  miniGameRewardHistory: MINIGAME_TITLES.rewardHistory,
  miniGameCreditHistory: MINIGAME_TITLES.creditHistory,
  miniGameProfit: MINIGAME_TITLES.profit,
  miniGameProfitManage: MINIGAME_TITLES.profitManage,
  miniGameWithdrawHistory: MINIGAME_TITLES.withdrawHistory,
  miniGameWithdraw: MINIGAME_TITLES.withdraw,
  miniGameWithdrawDetail: MINIGAME_TITLES.withdrawDetail,
  notFound: 'ไม่พบหน้านี้',
  error: 'เกิดข้อผิดพลาด',
} as const;

/** "ฝากเงิน | WALLET": the page first, so a narrow tab still shows which page it is. */
export function documentTitle(pageTitle: string | undefined): string {
  return pageTitle ? `${pageTitle} | ${SHELL.appName}` : SHELL.appName;
}
