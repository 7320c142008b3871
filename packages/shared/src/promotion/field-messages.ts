import { MAX_TRANSACTION_BAHT } from '../money/amount';
import { PROMOTION_LIMITS as L } from './model';

const baht = (n: number) => n.toLocaleString('en-US');

/**
 * What the promotion schema answers for each field of a promotion (`POST`/`PUT /admin/promotions`),
 * naming the field, so the back office's form and the API's 400 both say which field is wrong. Flat
 * strings only: the server registers them as known messages (decision 0052).
 */
export const PROMOTION_FIELD_MESSAGES = {
  titleRequired: 'กรุณากรอกชื่อโปรโมชั่น',
  titleTooLong: `ชื่อโปรโมชั่นยาวได้ไม่เกิน ${L.titleMaxLength} ตัวอักษร`,
  titleInvalid: 'ชื่อโปรโมชั่นมีอักขระที่ใช้ไม่ได้',
  descriptionInvalid: 'รายละเอียดต้องเป็นข้อความ และไม่มีอักขระที่ใช้ไม่ได้',
  descriptionTooLong: `รายละเอียดยาวได้ไม่เกิน ${baht(L.descriptionMaxLength)} ตัวอักษร (รวมการจัดรูปแบบ)`,
  kindRequired: 'กรุณาเลือกประเภทโปรโมชั่น',
  ratePercentRequired: 'กรุณากรอกอัตราโบนัส (%)',
  ratePercentRange: `อัตราโบนัสต้องมากกว่า 0 และไม่เกิน ${baht(L.depositRateMaxPercent)}% ทศนิยมไม่เกิน 2 ตำแหน่ง`,
  returnLossRateRequired: 'กรุณากรอกอัตราคืนยอดเสีย (%)',
  returnLossRateRange: `อัตราคืนยอดเสียต้องมากกว่า 0 และไม่เกิน ${L.returnLossRateMaxPercent}% ทศนิยมไม่เกิน 2 ตำแหน่ง`,
  ratePercentNotForKind: 'โบนัสแบบจำนวนคงที่ไม่ใช้อัตราโบนัส (%)',
  maxBonusRequired: 'กรุณากรอกโบนัสสูงสุดต่อครั้ง (บาท)',
  maxBonusRange: `โบนัสสูงสุดต้องมากกว่า 0 และไม่เกิน ${baht(MAX_TRANSACTION_BAHT)} บาท ทศนิยมไม่เกิน 2 ตำแหน่ง`,
  maxBonusNotForKind: 'โบนัสแบบจำนวนคงที่ไม่ใช้โบนัสสูงสุด',
  fixedBonusRequired: 'กรุณากรอกโบนัส (บาท)',
  fixedBonusRange: `โบนัสต้องมากกว่า 0 และไม่เกิน ${baht(MAX_TRANSACTION_BAHT)} บาท ทศนิยมไม่เกิน 2 ตำแหน่ง`,
  fixedBonusNotForKind: 'โปรโมชั่นประเภทนี้ไม่ใช้โบนัสจำนวนคงที่',
  periodRequired: 'กรุณาเลือกรอบการคืนยอดเสีย',
  periodNotForKind: 'รอบการคืนยอดเสียใช้กับโปรโมชั่นคืนยอดเสียเท่านั้น',
  minDepositRange: `ยอดฝากขั้นต่ำต้องเป็น 0 หรือจำนวนเงินไม่เกิน ${baht(MAX_TRANSACTION_BAHT)} บาท ทศนิยมไม่เกิน 2 ตำแหน่ง`,
  minDepositNotForKind: 'โปรโมชั่นคืนยอดเสียไม่ใช้ยอดฝากขั้นต่ำ',
  depositConditionsInvalid: 'เงื่อนไขการฝาก (ครั้งแรก / ครั้งเดียว / วันละครั้ง) ต้องเป็นเปิดหรือปิด',
  depositConditionsNotForKind: 'โปรโมชั่นคืนยอดเสียไม่ใช้เงื่อนไขการฝาก',
  blockedByTurnoverInvalid: 'ตัวเลือกเทิร์นโอเวอร์ค้างต้องเป็นเปิดหรือปิด',
  isActiveInvalid: 'ตัวเลือกเปิดใช้งานต้องเป็นเปิดหรือปิด',
  memberLevelsInvalid: 'ระดับสมาชิกไม่ถูกต้อง',
  memberLevelsTooMany: `เลือกระดับสมาชิกได้ไม่เกิน ${L.memberLevelsMax} ระดับ`,
  turnoverMultipleRange: `ยอดเทิร์นโอเวอร์ต้องเป็นจำนวนเต็ม 0 ถึง ${L.turnoverMaxMultiple} เท่า`,
  sortOrderRange: `ลำดับการแสดงต้องเป็นจำนวนเต็ม 0 ถึง ${baht(L.sortOrderMax)}`,
  startDateRequired: 'กรุณาเลือกวันเวลาเริ่ม',
  startDateInvalid: 'วันเวลาเริ่มไม่ถูกต้อง (ต้องอยู่ระหว่างปี 2000 ถึง 9998)',
  endDateInvalid: 'วันเวลาสิ้นสุดไม่ถูกต้อง (ต้องอยู่ระหว่างปี 2000 ถึง 9998)',
  endDateBeforeStart: 'วันเวลาสิ้นสุดต้องอยู่หลังวันเวลาเริ่ม',
} as const;
