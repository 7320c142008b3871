/**
 * The headings of the referral pages, which are also their tab titles (PAGE_TITLES). Apart from the
 * pages' other texts (REFER, affiliate-messages.ts): the route table is part of every first load and
 * brings this module with it; the rest rides only with the referral pages.
 */
export const REFER_TITLES = {
  hub: 'แนะนำเพื่อน',
  overall: 'ภาพรวมรายได้',
  member: 'สมาชิกที่แนะนำ',
  profit: 'ค่าคอมรายวัน',
  stats: 'สถิติค่าคอม',
  ranking: 'อันดับผู้แนะนำ',
  profitManage: 'จัดการรายได้',
  history: 'ประวัติการถอนรายได้',
  withdraw: 'ถอนรายได้',
  withdrawDetail: 'รายละเอียดการถอนรายได้',
  /** /tx/withdraw/income: the same form reached from the wallet. */
  incomeWithdraw: 'ถอนรายได้แนะนำเพื่อน',
} as const;
