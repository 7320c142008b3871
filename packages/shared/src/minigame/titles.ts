/**
 * The headings of the mini-game pages, which are also their tab titles (PAGE_TITLES). Apart from the
 * pages' other texts (MINIGAME, minigame-messages.ts): the route table is part of every first load and
 * brings this module with it; the rest rides only with the mini-game pages.
 */
export const MINIGAME_TITLES = {
  hub: 'มินิเกม',
  play: 'เล่นมินิเกม',
  history: 'ประวัติการเล่นมินิเกม',
  rewardHistory: 'ประวัติรางวัลมินิเกม',
  creditHistory: 'ประวัติเครดิตมินิเกม',
  profit: 'กำไรมินิเกม',
  profitManage: 'จัดการกำไรมินิเกม',
  withdrawHistory: 'ประวัติการถอนกำไร',
  withdraw: 'ถอนกำไรมินิเกม',
  withdrawDetail: 'รายละเอียดการถอนกำไร',
} as const;
