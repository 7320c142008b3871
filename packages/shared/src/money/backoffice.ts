import { DEFAULT_GATEWAY_NAMES } from '../common/gateways';
import { STATUS_LABELS } from '../common/status';
import { WALLET } from './texts';

/**
 * Thai texts of the back office's money screens: the dashboard, the deposit and withdrawal queues
 * and the money history. Status and channel labels are the member site's (status.ts, SPEC.md §4).
 */

/** `/dashboard`. */
export const BO_DASHBOARD = {
  title: 'ภาพรวม',
  today: (day: string) => `วันนี้ ${day}`,
  depositsToday: 'รายการฝากวันนี้',
  withdrawalsToday: 'รายการถอนวันนี้',
  waitingQueues: 'รายการรออนุมัติ',
  newMembersToday: 'สมาชิกใหม่วันนี้',
  people: (count: string) => `${count} คน`,
  items: (count: string) => `${count} รายการ`,
  depositsWaiting: 'ฝากรออนุมัติ',
  withdrawalsWaiting: 'ถอนรออนุมัติ',
  openQueue: 'เปิดคิว',
  status: 'สถานะ',
  count: 'จำนวนรายการ',
  sum: 'ยอดรวม (บาท)',
  total: 'รวม',
  refreshed: (time: string) => `อัปเดตล่าสุด ${time} · อัปเดตอัตโนมัติทุก 30 วินาที`,
  chartMoneyTitle: 'ยอดฝากและถอนที่อนุมัติ 14 วันล่าสุด (บาท)',
  chartMembersTitle: 'สมาชิกใหม่ 14 วันล่าสุด (คน)',
  chartDay: 'วันที่',
  depositsApproved: 'ฝากที่อนุมัติ',
  withdrawalsApproved: 'ถอนที่อนุมัติ',
  depositsApprovedCount: 'จำนวนรายการฝาก',
  withdrawalsApprovedCount: 'จำนวนรายการถอน',
  newMembers: 'สมาชิกใหม่',
  chartTable: 'ตารางข้อมูลของกราฟ',
} as const;

/**
 * Each status of a deposit or withdrawal where statuses are counted or chosen apart: the member site's
 * labels (SPEC.md §4), and `manual` (an operator's credit or debit, also "done") by its channel's name.
 */
export const BO_MONEY_STATUS_LABELS = {
  waiting_for_approve: STATUS_LABELS.pending,
  approved: STATUS_LABELS.success,
  rejected: STATUS_LABELS.error,
  manual: WALLET.typeLabels.manual,
} as const;

/** The queues (`/money/deposits`, `/money/withdrawals`) and their decisions. */
export const BO_MONEY = {
  depositsTitle: 'คิวฝาก',
  withdrawalsTitle: 'คิวถอน',
  depositsCaption: 'รายการฝากที่รออนุมัติ เรียงจากรายการที่รอนานที่สุด',
  withdrawalsCaption: 'รายการถอนที่รออนุมัติ เรียงจากรายการที่รอนานที่สุด',
  queueEmpty: 'ไม่มีรายการรออนุมัติ',
  liveNote: 'รายการในคิวอัปเดตอัตโนมัติทุก 4 วินาที',
  member: 'สมาชิก',
  memberBank: 'บัญชีสมาชิก',
  amount: 'จำนวนเงิน (บาท)',
  channel: 'ช่องทาง',
  receivingAccount: 'บัญชีรับเงิน',
  payTo: 'โอนเข้าบัญชี',
  notStated: 'ไม่ระบุ',
  createdAt: 'เวลาทำรายการ',
  waiting: 'รอแล้ว',
  actions: 'จัดการ',
  level: 'ระดับ',
  waitingLessThanMinute: 'รอไม่ถึง 1 นาที',
  waitingMinutes: (minutes: number) => `รอ ${minutes} นาที`,
  waitingHours: (hours: number, minutes: number) => `รอ ${hours} ชั่วโมง ${minutes} นาที`,
  waitingDays: (days: number, hours: number) => `รอ ${days} วัน ${hours} ชั่วโมง`,
  approveTitle: (what: string) => `ยืนยันการอนุมัติ${what}`,
  finalNote: 'เมื่อยืนยันแล้วจะเปลี่ยนแปลงไม่ได้',
  approveDepositBody: 'เครดิตจะเข้ากระเป๋าของสมาชิกทันที',
  approveWithdrawalBody: 'ยืนยันว่าได้โอนเงินเข้าบัญชีของสมาชิกแล้ว',
  rejectTitle: (what: string) => `ปฏิเสธ${what}`,
  rejectDepositBody: 'สมาชิกจะไม่ได้รับเครดิตของรายการนี้',
  rejectWithdrawalBody: 'เครดิตของรายการนี้จะคืนเข้ากระเป๋าของสมาชิก',
  rejectNote: 'หมายเหตุ (สมาชิกจะเห็นข้อความนี้)',
  approveNote: 'หมายเหตุ (ไม่บังคับ)',
  deposit: 'รายการฝาก',
  withdrawal: 'รายการถอน',
  approving: 'กำลังอนุมัติ…',
  rejecting: 'กำลังปฏิเสธ…',
  confirmApprove: 'ยืนยันอนุมัติ',
  confirmReject: 'ยืนยันปฏิเสธ',
  approved: (what: string, name: string, amount: string) => `อนุมัติ${what}ของ ${name} ${amount} บาทแล้ว`,
  rejected: (what: string, name: string, amount: string) => `ปฏิเสธ${what}ของ ${name} ${amount} บาทแล้ว`,
  refreshedAfterConflict: 'รายการในคิวถูกอัปเดตแล้ว',
  dismiss: 'ปิดข้อความ',
  // The visible word first and apart, so the name begins with what the button shows (WCAG 2.5.3).
  approveRow: (name: string) => `อนุมัติ รายการของ ${name}`,
  rejectRow: (name: string) => `ปฏิเสธ รายการของ ${name}`,
  selected: (position: number, count: number, name: string, amount: string) =>
    `เลือกรายการที่ ${position} จาก ${count}: ${name} ${amount} บาท`,
  viewOnly: 'บทบาทของคุณดูคิวได้อย่างเดียว ไม่สามารถอนุมัติหรือปฏิเสธรายการได้',
  shortcutsButton: 'คีย์ลัด (?)',
  shortcutsTitle: 'คีย์ลัดของคิว',
  shortcutsNote: 'คีย์ลัดไม่ทำงานขณะพิมพ์ในช่องกรอกข้อมูล หรือขณะหน้าต่างยืนยันเปิดอยู่',
  shortcutKey: 'ปุ่ม',
  shortcutAction: 'การทำงาน',
  shortcuts: [
    { keys: ['j', '↓'], action: 'เลือกรายการถัดไป' },
    { keys: ['k', '↑'], action: 'เลือกรายการก่อนหน้า' },
    { keys: ['a'], action: 'อนุมัติรายการที่เลือก' },
    { keys: ['r'], action: 'ปฏิเสธรายการที่เลือก' },
    { keys: ['?'], action: 'แสดงคีย์ลัดทั้งหมด' },
    { keys: ['Esc'], action: 'ปิดหน้าต่าง' },
  ],
  or: 'หรือ',
} as const;

/** How each channel (a row's `type`) reads in the back office. */
export const BO_MONEY_CHANNELS = {
  bank: WALLET.typeLabels.bank,
  cp: DEFAULT_GATEWAY_NAMES.cp,
  ppyp: DEFAULT_GATEWAY_NAMES.ppyp,
  manual: WALLET.typeLabels.manual,
} as const;

/** `/money/history`. */
export const BO_MONEY_HISTORY = {
  title: 'ประวัติการเงิน',
  kind: 'ประเภทรายการ',
  kinds: { deposits: 'รายการฝาก', withdrawals: 'รายการถอน' },
  depositsCaption: 'ประวัติรายการฝาก',
  withdrawalsCaption: 'ประวัติรายการถอน',
  filters: 'ตัวกรอง',
  status: 'สถานะ',
  tel: 'เบอร์โทรสมาชิก',
  telHint: 'เบอร์โทร 10 หลัก',
  channel: 'ช่องทาง',
  decidedAt: 'เวลาตัดสิน',
  decidedBy: 'ผู้ตัดสิน',
  system: 'ระบบ',
  note: 'หมายเหตุ',
  destination: 'บัญชีปลายทาง',
  createdAt: 'เวลาทำรายการ',
} as const;
