/**
 * The affiliate screen's sections, apart from BO_AFFILIATE (the screens' other texts): the back office's
 * route table names its tab titles with them in the first load.
 */
export const BO_AFFILIATE_TABS = {
  settings: 'ตั้งค่า',
  affiliates: 'ผู้แนะนำ',
  downlines: 'ตรวจสอบเพื่อนที่ถูกแนะนำ',
  withdrawals: 'ถอนรายได้',
  accruals: 'รอบคำนวณค่าคอม',
} as const;
