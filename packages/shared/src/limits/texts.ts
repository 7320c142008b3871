import { formatDate, formatNumber } from '../common/format';
import type { BreakKind, LimitPeriod } from './model';

/** The Thai texts of the limits and breaks, zod-free (the member's pages load them on the first screen). */

const PERIOD_NAMES: Record<LimitPeriod, string> = { day: 'รายวัน', week: 'รายสัปดาห์', month: 'รายเดือน' };

const BREAK_KIND_NAMES: Record<BreakKind, string> = {
  '24h': '24 ชั่วโมง',
  '7d': '7 วัน',
  '30d': '30 วัน',
  indefinite: 'ไม่มีกำหนด',
};

/** Member-facing Thai texts of the limits and breaks (server refusals and the profile page). */
export const LIMIT_TEXTS = {
  title: 'ขีดจำกัดและการพักเล่น',
  periodName: (period: LimitPeriod) => PERIOD_NAMES[period],
  periodLabel: (period: LimitPeriod) => `ขีดจำกัดการฝาก${PERIOD_NAMES[period]}`,
  periodHint: {
    day: 'นับตามวันปฏิทิน (เวลาประเทศไทย)',
    week: 'นับตั้งแต่วันจันทร์ถึงวันอาทิตย์',
    month: 'นับตามเดือนปฏิทิน',
  } satisfies Record<LimitPeriod, string>,
  overLimit: (period: LimitPeriod, leftBaht: number) =>
    `เกินขีดจำกัดการฝาก${PERIOD_NAMES[period]} ฝากได้อีก ${formatNumber(leftBaht)} บาท`,
  onBreak: (until: string | null) =>
    until === null
      ? 'คุณอยู่ระหว่างการพักเล่น จนกว่าจะติดต่อฝ่ายบริการ'
      : `คุณอยู่ระหว่างการพักเล่น ถึงวันที่ ${formatDate(until, 'dateTime')} น.`,
  pendingFrom: (at: string) => `จะมีผลวันที่ ${formatDate(at, 'dateTime')} น.`,
  pendingRemoval: 'ยกเลิกขีดจำกัด',
  cancelPending: 'ยกเลิกการเปลี่ยนแปลง',
  none: 'ไม่จำกัด',
  used: (usedBaht: number) => `ฝากไปแล้ว ${formatNumber(usedBaht)} บาท`,
  save: 'บันทึกขีดจำกัด',
  saved: 'บันทึกขีดจำกัดแล้ว',
  limitsHint: 'ลดขีดจำกัดมีผลทันที เพิ่มหรือยกเลิกขีดจำกัดมีผลหลัง 24 ชั่วโมง',
  breakTitle: 'พักเล่น',
  breakHint: 'ระหว่างพักเล่น คุณยังเข้าสู่ระบบ ดูประวัติ และถอนเงินได้ แต่ฝากเงิน เล่นเกม รับโปรโมชั่น และเล่นมินิเกมไม่ได้',
  breakKind: BREAK_KIND_NAMES,
  startBreak: 'เริ่มพักเล่น',
  confirmTitle: 'ยืนยันการพักเล่น',
  confirmBody: (kind: BreakKind) =>
    kind === 'indefinite'
      ? 'พักเล่นแบบไม่มีกำหนด ยกเลิกได้โดยติดต่อฝ่ายบริการเท่านั้น ยืนยันหรือไม่'
      : `พักเล่น ${BREAK_KIND_NAMES[kind]} เมื่อเริ่มแล้วยกเลิกก่อนครบกำหนดไม่ได้ ยืนยันหรือไม่`,
  confirm: 'ยืนยัน',
  cancel: 'ยกเลิก',
  breakStarted: 'เริ่มพักเล่นแล้ว',
  cannotShorten: 'ไม่สามารถย่อระยะเวลาการพักเล่นได้ เลือกได้เฉพาะระยะเวลาที่นานกว่าเดิม',
  limitUnchanged: 'ไม่มีการเปลี่ยนแปลงขีดจำกัด',
  profileLink: 'ขีดจำกัดและการพักเล่น',
} as const;

/** Back-office texts of the member page's limits section. */
export const LIMIT_BACKOFFICE_TEXTS = {
  section: 'ขีดจำกัดและการพักเล่น',
  period: 'ช่วงเวลา',
  current: 'ขีดจำกัดปัจจุบัน',
  pending: 'รอมีผล',
  used: 'ฝากแล้วในช่วงนี้',
  none: 'ไม่จำกัด',
  noBreak: 'ไม่ได้พักเล่น',
  breakKind: 'ประเภทการพักเล่น',
  breakUntil: 'ถึง',
  breakHistory: 'ประวัติการพักเล่น',
  started: 'เริ่ม',
  ended: 'สิ้นสุดโดยเจ้าหน้าที่',
  endBreak: 'ยุติการพักเล่น',
  endReason: 'เหตุผล',
  endConfirm: 'ยืนยันยุติการพักเล่น',
  onlyIndefinite: 'ยุติได้เฉพาะการพักเล่นแบบไม่มีกำหนด การพักเล่นแบบมีกำหนดต้องรอจนครบเวลา',
  noActiveBreak: 'สมาชิกไม่ได้อยู่ระหว่างการพักเล่นแบบไม่มีกำหนด',
  ended_ok: 'ยุติการพักเล่นแล้ว',
} as const;
