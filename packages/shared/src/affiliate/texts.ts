import type { AffiliateBasis, AffiliateRankingPeriod } from './affiliate';
import { REFER_TITLES } from './titles';

/**
 * Texts of the referral pages (/refer and below, /tx/withdraw/income) and of the links into them. Ours
 * (decision 0002); the texts the server answers are `AFFILIATE_MESSAGES` (affiliate.ts). The page
 * headings are `REFER_TITLES` (affiliate-titles.ts), also the tab titles.
 */
export const REFER = {
  titles: REFER_TITLES,
  /** The name of the hub's menu of sub-pages (a screen reader tells it from the page's other links). */
  menu: 'เมนูแนะนำเพื่อน',
  menuHints: {
    overall: 'ยอดรวมและค่าคอมเดือนนี้',
    member: 'รายชื่อและยอดของเพื่อนที่แนะนำ',
    profit: 'ค่าคอมที่ได้รับในแต่ละวัน',
    stats: 'กราฟค่าคอมตามช่วงเวลา',
    ranking: 'ผู้แนะนำที่ได้ค่าคอมสูงสุด',
    profitManage: 'ถอนรายได้และประวัติการถอน',
  },

  // The link card of /refer
  linkTitle: 'ลิงก์แนะนำเพื่อนของคุณ',
  /** What the copy button copies (its name: "คัดลอก ลิงก์แนะนำ"). */
  link: 'ลิงก์แนะนำ',
  code: 'รหัสแนะนำ',
  qrAlt: 'QR Code ลิงก์แนะนำเพื่อน',
  qrHint: 'ให้เพื่อนสแกนเพื่อสมัครสมาชิก',
  shareLine: 'แชร์ผ่าน LINE',
  /** The message a LINE share carries, the link at its end. */
  shareText: (url: string) => `สมัครสมาชิกกับเราผ่านลิงก์นี้ ฝาก-ถอนรวดเร็ว ตลอด 24 ชั่วโมง ${url}`,
  basis: { net_loss: 'ยอดเสียสุทธิของเพื่อน', deposit: 'ยอดฝากของเพื่อน' } satisfies Record<AffiliateBasis, string>,
  /** "ค่าคอม 5% จากยอดเสียสุทธิของเพื่อน": the rate and its basis in one line. */
  rateLine: (rate: string, basis: string) => `ค่าคอม ${rate}% จาก${basis}`,
  /** Added to the line when the programme pays on a second level. */
  secondLevel: (rate: string) => `เพื่อนของเพื่อนอีก ${rate}%`,

  // Totals (GET /income/income-data)
  totalAff: 'รายได้ทั้งหมด',
  availableAff: 'รายได้ที่ถอนได้',
  pendingAff: 'รายได้รอการอนุมัติ',
  totalDownlineMember: 'สมาชิกที่แนะนำ',
  totalDepositMember: 'สมาชิกที่ฝากเงินแล้ว',
  people: 'คน',
  monthAff: 'ค่าคอมเดือนนี้',
  dayRange: (start: string, end: string) => `${start} - ${end}`,
  depositRatio: 'สัดส่วนเพื่อนที่ฝากเงิน',
  noDownline: 'ยังไม่มีเพื่อนที่สมัครผ่านลิงก์ของคุณ แชร์ลิงก์เพื่อเริ่มรับค่าคอม',

  // Date ranges
  range: 'ช่วงวันที่',
  startDate: 'ตั้งแต่วันที่',
  endDate: 'ถึงวันที่',
  presetDays: (days: number) => `${days} วัน`,
  custom: 'กำหนดเอง',
  presets: 'ช่วงเวลา',

  // /refer/member
  downlineTitle: 'รายชื่อเพื่อนที่แนะนำ',
  newMembersTitle: 'สมาชิกใหม่รายวัน',
  registerDate: 'สมัครเมื่อ',
  level: (level: number) => `ชั้นที่ ${level}`,
  members: (count: string) => `${count} คน`,
  downlineCount: (count: string) => `ทั้งหมด ${count} คน`,

  // /refer/profit and /refer/stats
  rangeTotal: 'รวมทั้งช่วง',
  noCommission: 'ยังไม่มีค่าคอมในช่วงวันที่นี้',
  /** The chart's accessible name. */
  chartLabel: (start: string, end: string) => `กราฟค่าคอมรายวัน ${start} ถึง ${end}`,
  bestDay: 'วันที่ได้มากที่สุด',
  averagePerDay: 'เฉลี่ยต่อวัน',

  // /refer/ranking
  rankingTabs: {
    week: 'สัปดาห์นี้',
    'last-week': 'สัปดาห์ที่แล้ว',
    flush: 'ตั้งแต่ถอนล่าสุด',
  } satisfies Record<AffiliateRankingPeriod, string>,
  rankingPeriod: 'รอบ',
  rankingSince: (start: string) => `ตั้งแต่ ${start}`,
  rankingUntil: (end: string) => `ถึง ${end}`,
  rank: 'อันดับ',
  myPlace: 'อันดับของคุณ',
  notRanked: 'ยังไม่ติดอันดับในรอบนี้',
  rankingEmpty: 'ยังไม่มีผู้ได้รับค่าคอมในรอบนี้',

  // /refer/profit-manage and the withdrawal
  minWithdraw: 'ถอนขั้นต่ำ',
  withdrawAction: 'ถอนรายได้เข้ากระเป๋า',
  historyAction: 'ประวัติการถอนรายได้',
  /** Where the income goes: the member's credit, once an operator approves. */
  withdrawHint: 'รายได้ที่ถอนจะเข้ายอดเงินคงเหลือของคุณเมื่อเจ้าหน้าที่อนุมัติ',
  withdrawAll: 'ถอนทั้งหมด',
  submitWithdraw: 'ยืนยันการถอนรายได้',
  amountOverAvailable: (available: string) => `*จำนวนเงินต้องไม่เกินรายได้ที่ถอนได้ ${available} บาท`,
  belowMinimumNow: (min: string) => `รายได้ที่ถอนได้ยังไม่ถึงยอดถอนขั้นต่ำ ${min} บาท`,
  withdrawPendingNote: 'ได้รับคำขอถอนรายได้แล้ว รอเจ้าหน้าที่อนุมัติ',
  requestedAt: 'เวลาที่แจ้งถอน',
  decidedAt: 'เวลาที่ดำเนินการ',
  withdrawTo: 'ถอนเข้า',
  credit: 'ยอดเงินคงเหลือในกระเป๋า',
  backToProfitManage: 'กลับหน้าจัดการรายได้',
  /** /tx: the link to /tx/withdraw/income. */
  walletLink: 'ถอนรายได้แนะนำเพื่อนเข้ากระเป๋า',
  /** Under the home's link to /refer. */
  homeInvite: 'ชวนเพื่อนสมัคร รับค่าคอมจากทุกยอดของเพื่อน',
  /** The action of an empty referral list: to /refer, where the member's link is. */
  emptyInvite: 'แชร์ลิงก์ชวนเพื่อน',
  /** The action of an empty income withdrawal history. */
  emptyWithdraw: 'ถอนรายได้',
} as const;
