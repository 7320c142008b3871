/**
 * The turnover settings screen's title, apart from TURNOVER_BACKOFFICE_TEXTS (model.ts, with the number
 * formats): the back office's menu and route table name it in the first load.
 */
export const BO_TURNOVER_TITLES = {
  settingsTitle: 'ตั้งค่าเทิร์นโอเวอร์',
} as const;
