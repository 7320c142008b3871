/**
 * The automatic-deposit screens' menu labels, apart from BO_STATEMENTS (the screens' other texts): the back
 * office's menu and route table name them in the first load.
 */
export const BO_STATEMENTS_MENU = {
  lines: 'รายการเดินบัญชี',
  review: 'รายการรอตรวจสอบ',
  sources: 'แหล่งยอดเงินเข้า',
  settings: 'ตั้งค่าฝากอัตโนมัติ',
} as const;
