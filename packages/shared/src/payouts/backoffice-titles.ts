/**
 * The automatic-withdrawal settings screen's title, apart from PAYOUT_BACKOFFICE_TEXTS (model.ts): the back
 * office's menu and route table name it in the first load.
 */
export const BO_PAYOUT_TITLES = {
  settingsTitle: 'ตั้งค่าการถอนอัตโนมัติ',
} as const;
