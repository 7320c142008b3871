import type { ReviewReason, StatementLineState, StatementSourceKind } from './statements';

/** The back office's automatic-deposit screens: statement lines, the review queue, sources, settings. */
export const BO_STATEMENTS = {
  linesTitle: 'รายการเดินบัญชี',
  reviewTitle: 'รายการรอตรวจสอบ',
  sourcesTitle: 'แหล่งข้อมูลยอดเงินเข้า',
  settingsTitle: 'ตั้งค่าฝากอัตโนมัติ',
  kinds: {
    bank_sms: 'SMS ธนาคาร',
    statement_file: 'ไฟล์ Statement',
    truemoney: 'ทรูมันนี่ วอลเล็ท',
  } satisfies Record<StatementSourceKind, string>,
  states: {
    matched_auto: 'จับคู่อัตโนมัติ',
    matched_manual: 'จับคู่โดยแอดมิน',
    review: 'รอตรวจสอบ',
    unparsed: 'อ่านข้อความไม่ได้',
    dismissed: 'ไม่นำเข้า',
    duplicate: 'รายการซ้ำ',
  } satisfies Record<StatementLineState, string>,
  reasons: {
    auto_off: 'ปิดการฝากอัตโนมัติอยู่',
    unknown_account: 'ไม่ใช่บัญชีรับฝากของเว็บ',
    too_old: 'เกินช่วงเวลาจับคู่',
    no_match: 'ไม่พบรายการแจ้งฝากที่ตรงกัน',
    sender_unknown: 'ไม่ทราบผู้โอน และยอดไม่ใช่ยอดเฉพาะของรายการใด',
    several_candidates: 'ตรงกับหลายรายการ',
    sender_mismatch: 'บัญชีผู้โอนไม่ตรงกับสมาชิก',
    above_ceiling: 'ยอดเกินเพดานฝากอัตโนมัติ',
    member_inactive: 'สมาชิกถูกระงับ',
    withdrawal_waiting: 'สมาชิกมีรายการถอนรอดำเนินการ',
    possible_duplicate: 'อาจซ้ำกับรายการที่เติมแล้ว',
  } satisfies Record<ReviewReason, string>,
} as const;
