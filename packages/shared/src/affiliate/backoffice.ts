import type {
  AffiliateBasis,
  AffiliateDownlineState,
  AffiliateFlagReason,
  AffiliateRunKind,
  AffiliateWithdrawalStatus,
} from './affiliate';
import { BO_AFFILIATE_TABS } from './backoffice-tabs';
import { STATUS_LABELS } from '../common/status';
import { BO_MONEY } from '../money/backoffice';

/**
 * Thai texts of the back office's affiliate screens (`/affiliate/...`): the programme's settings, the
 * affiliates and their downlines, flagged downlines, income withdrawals and accrual runs. The server's
 * own refusals are `AFFILIATE_MESSAGES` (affiliate.ts).
 */
export const BO_AFFILIATE = {
  title: 'แนะนำเพื่อน',
  sections: 'หมวดระบบแนะนำเพื่อน',
  tabs: BO_AFFILIATE_TABS,
  viewOnly: 'บทบาทของคุณดูข้อมูลได้อย่างเดียว ไม่สามารถแก้ไขได้',
  system: 'ระบบ',
  note: 'หมายเหตุ (ไม่บังคับ)',
  period: (start: string, end: string) => `${start} – ${end}`,

  // Settings
  settingsTitle: 'ตั้งค่าระบบแนะนำเพื่อน',
  affRate: 'ค่าคอมชั้นที่ 1 (%)',
  affRateHint: 'เปอร์เซ็นต์ของฐานค่าคอม จากเพื่อนที่สมาชิกแนะนำเอง',
  secondLevelRate: 'ค่าคอมชั้นที่ 2 (%)',
  secondLevelRateHint: 'เปอร์เซ็นต์ของฐานค่าคอม จากเพื่อนของเพื่อน ใส่ 0 เพื่อไม่จ่ายชั้นที่ 2',
  minWithdraw: 'ยอดถอนรายได้ขั้นต่ำ (บาท)',
  minWithdrawHint: 'สมาชิกแจ้งถอนรายได้แนะนำเพื่อนได้เมื่อมียอดอย่างน้อยเท่านี้',
  basis: 'ฐานการคำนวณค่าคอม',
  bases: {
    net_loss: {
      label: 'ยอดเสียสุทธิ',
      description:
        'ยอดเดิมพันของเพื่อน หักยอดที่ได้รับจากเกม โบนัส และยอดคืนยอดเสียที่เพื่อนได้รับ (ยอดที่เพื่อนเล่นเสียจริง) ถ้าเพื่อนเล่นได้ ยอดของรอบนั้นจะติดลบ',
    },
    deposit: {
      label: 'ยอดฝาก',
      description: 'ยอดฝากที่อนุมัติแล้วของเพื่อน ไม่ขึ้นกับผลการเล่น',
    },
  } satisfies Record<AffiliateBasis, { label: string; description: string }>,
  negativeCarryover: 'ยกยอดติดลบไปรอบถัดไป',
  negativeCarryoverHint: 'เปิด: รอบที่ฐานค่าคอมติดลบ จะนำยอดติดลบไปหักจากรอบถัดไปก่อนจ่าย · ปิด: ทุกรอบเริ่มนับใหม่จากศูนย์',
  addressFlagsAlone: 'ที่อยู่ไอพีเดียวกับผู้แนะนำอย่างเดียวก็ถือว่าน่าสงสัย',
  addressFlagsAloneHint:
    'เปิด: สมาชิกที่สมัครจากที่อยู่ไอพีเดียวกับผู้แนะนำจะรอตรวจสอบก่อนได้ค่าคอม · ปิด: บันทึกไว้ให้เห็นเท่านั้น เพราะเครือข่ายมือถือและ Wi-Fi บ้านใช้ไอพีร่วมกันหลายคน (ชื่อบัญชีหรืออุปกรณ์เดียวกันยังรอตรวจสอบเสมอ)',
  on: 'เปิด',
  off: 'ปิด',
  settingsSaved: 'บันทึกการตั้งค่าแล้ว',

  // Affiliates
  affiliatesCaption: 'รายชื่อผู้แนะนำ',
  searchLabel: 'ค้นหาผู้แนะนำ',
  searchHint: 'เบอร์โทร ชื่อ หรือรหัสแนะนำ',
  heldFilter: 'การระงับ',
  heldOptions: { true: 'ถูกระงับ', false: 'ไม่ถูกระงับ' },
  held: 'ถูกระงับ',
  notHeld: 'ปกติ',
  columns: {
    tel: 'เบอร์โทร',
    name: 'ชื่อ-นามสกุล',
    member: 'สมาชิก',
    code: 'รหัสแนะนำ',
    downlines: 'เพื่อนที่แนะนำ',
    flagged: 'รอตรวจสอบ',
    totalAff: 'ค่าคอมรวม (บาท)',
    availableAff: 'ถอนได้ (บาท)',
    status: 'สถานะ',
    affiliate: 'ผู้แนะนำ',
    registeredAt: 'สมัครเมื่อ',
    reasons: 'ข้อสังเกต',
    contribution: 'สร้างค่าคอม (บาท)',
    reviewed: 'ตรวจสอบโดย',
    actions: 'จัดการ',
    period: 'ช่วงเวลา',
    basis: 'ฐาน',
    levelOneBase: 'ฐานชั้นที่ 1 (บาท)',
    levelTwoBase: 'ฐานชั้นที่ 2 (บาท)',
    carriedIn: 'ติดลบยกมา (บาท)',
    amount: 'ค่าคอม (บาท)',
    carriedOut: 'ติดลบยกไป (บาท)',
    withdrawAmount: 'จำนวนเงิน (บาท)',
    requestedAt: 'เวลาแจ้งถอน',
    decided: 'ผู้ตัดสิน',
    note: 'หมายเหตุ',
    kind: 'ประเภท',
    operator: 'ผู้สั่ง',
    affiliates: 'ผู้แนะนำ (คน)',
    total: 'ค่าคอมรวม (บาท)',
    startedAt: 'เริ่ม',
    finishedAt: 'คำนวณเสร็จ',
    /** When the last commission of a run reached its affiliate (a large run credits in batches). */
    creditedAt: 'โอนครบ',
    crediting: 'กำลังโอน…',
  },

  // One affiliate
  backToList: 'กลับไปรายชื่อผู้แนะนำ',
  profileTitle: 'ข้อมูลผู้แนะนำ',
  upline: 'ผู้แนะนำของสมาชิกนี้',
  noUpline: 'ไม่มี',
  heldNote: 'หมายเหตุการระงับ',
  openMember: 'ดูข้อมูลสมาชิก',
  hold: 'ระงับรายได้',
  release: 'ยกเลิกการระงับ',
  holdTitle: (name: string) => `ระงับรายได้แนะนำเพื่อนของ ${name}`,
  holdBody: 'ระหว่างระงับ สมาชิกจะแจ้งถอนรายได้แนะนำเพื่อนไม่ได้ จนกว่าจะยกเลิกการระงับ',
  releaseTitle: (name: string) => `ยกเลิกการระงับรายได้ของ ${name}`,
  releaseBody: 'สมาชิกจะแจ้งถอนรายได้แนะนำเพื่อนได้ตามปกติ',
  heldDone: (name: string) => `ระงับรายได้ของ ${name} แล้ว`,
  releasedDone: (name: string) => `ยกเลิกการระงับรายได้ของ ${name} แล้ว`,
  downlinesTitle: 'เพื่อนที่แนะนำ',
  commissionsTitle: 'ค่าคอมล่าสุด',
  commissionsCaption: 'ค่าคอมล่าสุดของผู้แนะนำนี้ (ไม่เกิน 50 รอบ)',

  // Downlines
  downlinesCaption: 'เพื่อนที่ถูกแนะนำ',
  downlinesIntro: 'เพื่อนที่ใช้ชื่อบัญชีธนาคาร อุปกรณ์ หรือที่อยู่ไอพีเดียวกับผู้แนะนำ จะไม่สร้างค่าคอมจนกว่าผู้ดูแลจะตรวจสอบ',
  stateFilter: 'สถานะ',
  states: {
    ok: 'ปกติ',
    flagged: 'รอตรวจสอบ',
    cleared: 'ตรวจสอบผ่าน',
    excluded: 'ไม่นับค่าคอม',
  } satisfies Record<AffiliateDownlineState, string>,
  flagReasons: {
    same_name: 'ชื่อบัญชีธนาคารตรงกับผู้แนะนำ',
    same_device: 'สมัครจากอุปกรณ์เดียวกับผู้แนะนำ',
    same_address: 'สมัครจากที่อยู่ไอพีเดียวกับผู้แนะนำ',
  } satisfies Record<AffiliateFlagReason, string>,
  clear: 'ตรวจสอบผ่าน',
  exclude: 'ไม่นับค่าคอม',
  clearNamed: (name: string) => `ตรวจสอบผ่าน ${name}`,
  excludeNamed: (name: string) => `ไม่นับค่าคอมจาก ${name}`,
  clearTitle: (name: string) => `ยืนยันว่า ${name} ตรวจสอบผ่าน`,
  clearBody: 'ค่าคอมจากสมาชิกนี้จะเริ่มนับให้ผู้แนะนำตั้งแต่ตอนนี้',
  excludeTitle: (name: string) => `ไม่นับค่าคอมจาก ${name}`,
  excludeBody: 'สมาชิกนี้จะไม่สร้างค่าคอมให้ผู้แนะนำอีก',
  clearedDone: (name: string) => `${name} ตรวจสอบผ่านแล้ว`,
  excludedDone: (name: string) => `ไม่นับค่าคอมจาก ${name} แล้ว`,

  // Income withdrawals
  withdrawalsCaption: 'รายการถอนรายได้แนะนำเพื่อน',
  withdrawalsIntro:
    'อนุมัติ: รายได้จะเข้าเครดิตกระเป๋าของสมาชิก · ปฏิเสธ: รายได้จะคืนเข้ายอดที่ถอนได้ รายการที่รออนุมัติเรียงจากรายการที่รอนานที่สุด',
  statusFilter: 'สถานะ',
  withdrawalStatuses: {
    pending: STATUS_LABELS.pending,
    approved: STATUS_LABELS.success,
    rejected: STATUS_LABELS.error,
  } satisfies Record<AffiliateWithdrawalStatus, string>,
  withdrawalsViewOnly: BO_MONEY.viewOnly,
  approveNamed: (name: string) => `อนุมัติการถอนรายได้ของ ${name}`,
  rejectNamed: (name: string) => `ปฏิเสธการถอนรายได้ของ ${name}`,
  approveTitle: (name: string, amount: string) => `อนุมัติการถอนรายได้ของ ${name} ${amount} บาท`,
  approveBody: 'รายได้จำนวนนี้จะเข้าเครดิตกระเป๋าของสมาชิกทันที เมื่อยืนยันแล้วจะเปลี่ยนแปลงไม่ได้',
  rejectTitle: (name: string, amount: string) => `ปฏิเสธการถอนรายได้ของ ${name} ${amount} บาท`,
  rejectBody: 'รายได้จำนวนนี้จะคืนเข้ายอดที่ถอนได้ของสมาชิก เมื่อยืนยันแล้วจะเปลี่ยนแปลงไม่ได้',
  rejectNote: BO_MONEY.rejectNote,
  heldWarning: 'ผู้แนะนำนี้ถูกระงับรายได้อยู่',
  approvedDone: (name: string, amount: string) => `อนุมัติการถอนรายได้ของ ${name} ${amount} บาทแล้ว`,
  rejectedDone: (name: string, amount: string) => `ปฏิเสธการถอนรายได้ของ ${name} ${amount} บาทแล้ว`,

  // Accrual runs
  accrualsCaption: 'รอบคำนวณค่าคอม',
  accrualsIntro: 'ระบบคำนวณค่าคอมของวันที่ผ่านไปให้อัตโนมัติหลังเที่ยงคืน (เวลาไทย)',
  runKinds: { scheduled: 'อัตโนมัติ', operator: 'ผู้ดูแลสั่ง' } satisfies Record<AffiliateRunKind, string>,
  run: 'คำนวณค่าคอม',
  runTitle: 'คำนวณค่าคอมตอนนี้',
  runBody: 'ระบบจะคำนวณค่าคอมของช่วงตั้งแต่รอบล่าสุดจนถึงตอนนี้ และโอนเข้ารายได้แนะนำเพื่อนของสมาชิกทันที เมื่อยืนยันแล้วจะเปลี่ยนแปลงไม่ได้',
  runDone: (period: string, affiliates: string, total: string) =>
    `คำนวณค่าคอมแล้ว ช่วง ${period} ผู้แนะนำ ${affiliates} คน รวม ${total} บาท`,
  nothingDue: 'ยังไม่มีช่วงเวลาใหม่ที่ต้องคำนวณค่าคอม',
} as const;
