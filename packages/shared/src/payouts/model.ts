import { BO_PAYOUT_TITLES } from './backoffice-titles';

/**
 * Automatic withdrawals (issue 31, decision 0175): the operator's rules, why a withdrawal waits for a
 * person, and where its payout stands. Zod-free, with the texts.
 */

/** The first rule a withdrawal did not pass (it waits in the operator's queue), or its payout failed. */
export const PAYOUT_STOPS = [
  'disabled',
  'no_provider',
  'over_ceiling',
  'daily_total',
  'account_age',
  'first_withdrawal',
  'open_turnover',
  'bank_changed',
  'affiliate_flag',
  'payout_failed',
] as const;
export type PayoutStop = (typeof PAYOUT_STOPS)[number];

export const PAYOUT_STATUSES = ['queued', 'sending', 'sent', 'unknown', 'paid', 'failed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** Limits of the operator's form. */
export const PAYOUT_LIMITS = { maxAmountBaht: 1_000_000, maxDays: 365 } as const;

/** Back-office Thai texts: the queue's reasons, the payout's state, the settings form. */
export const PAYOUT_BACKOFFICE_TEXTS = {
  stops: {
    disabled: 'ปิดการถอนอัตโนมัติอยู่',
    no_provider: 'ไม่มีผู้ให้บริการโอนเงิน',
    over_ceiling: 'ยอดเกินเพดานถอนอัตโนมัติ',
    daily_total: 'ยอดถอนวันนี้ของสมาชิกเกินที่กำหนด',
    account_age: 'บัญชีสมาชิกยังใหม่เกินไป',
    first_withdrawal: 'การถอนครั้งแรกของสมาชิก',
    open_turnover: 'มีเทิร์นโอเวอร์ค้าง',
    bank_changed: 'บัญชีธนาคารเพิ่งตั้งค่า',
    affiliate_flag: 'สมาชิกถูกตั้งธงตรวจสอบ (แนะนำเพื่อน)',
    payout_failed: 'โอนเงินอัตโนมัติไม่สำเร็จ',
  } satisfies Record<PayoutStop, string>,
  statuses: {
    queued: 'รอส่งคำสั่งโอน',
    sending: 'กำลังส่งคำสั่งโอน',
    sent: 'รอผลการโอน',
    unknown: 'กำลังตรวจสอบสถานะ',
    paid: 'โอนสำเร็จ',
    failed: 'โอนไม่สำเร็จ',
  } satisfies Record<PayoutStatus, string>,
  column: 'ถอนอัตโนมัติ',
  waitsBecause: 'รอเจ้าหน้าที่เพราะ',
  inFlight: 'กำลังโอนเงินอัตโนมัติ รอผลจากผู้ให้บริการ',
  /** The failure recorded when the provider never received a payout after its last attempt. */
  notReceived: 'ผู้ให้บริการไม่ได้รับคำสั่งโอน',
  lateCallbacks: (count: number) => `มีการแจ้งผลซ้ำหรือล่าช้า ${count} ครั้ง (บันทึกไว้ ไม่นำมาคิดซ้ำ)`,
  events: 'ประวัติการโอน',
  eventKinds: { request: 'ส่งคำสั่งโอน', callback: 'แจ้งผลกลับ', status: 'ตรวจสอบสถานะ' } as Record<string, string>,
  eventStatuses: {
    accepted: 'รับคำสั่งแล้ว',
    paid: 'โอนสำเร็จ',
    failed: 'โอนไม่สำเร็จ',
    unanswered: 'ไม่ได้รับคำตอบ',
  } as Record<string, string>,
  ignored: 'ไม่นำมาคิด (ซ้ำหรือล่าช้า)',
  settingsTitle: BO_PAYOUT_TITLES.settingsTitle,
  enabled: 'เปิดการถอนอัตโนมัติ',
  maxAmount: 'เพดานต่อรายการ (บาท)',
  dailyTotal: 'ยอดถอนรวมต่อวันต่อสมาชิก (บาท)',
  minAccountAge: 'อายุบัญชีขั้นต่ำ (วัน)',
  bankUnchanged: 'บัญชีธนาคารไม่เปลี่ยนมาแล้ว (วัน)',
  fixedRules: 'ไม่โอนอัตโนมัติเสมอ: การถอนครั้งแรก สมาชิกที่มีเทิร์นโอเวอร์ค้าง และสมาชิกที่ถูกตั้งธงตรวจสอบ',
  saved: 'บันทึกการตั้งค่าการถอนอัตโนมัติแล้ว',
} as const;

/** The validation messages of the operator's form. */
export const PAYOUT_MESSAGES = {
  amountInvalid: '*จำนวนเงินต้องเป็นจำนวนเต็ม 1-1,000,000 บาท',
  daysInvalid: '*จำนวนวันต้องเป็นจำนวนเต็ม 0-365',
  callbackUnknown: 'ไม่พบรายการโอนนี้',
} as const;
