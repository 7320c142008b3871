/**
 * Texts of what the browser shows before or without the app: the HTML shell, the offline page the
 * service worker answers with, and the installed app's name (apps/web/vite.shell.ts writes them in).
 */
export const SHELL = {
  appName: 'WALLET',
  description: 'WALLET ฝาก ถอน รับโปรโมชั่น และเล่นเกมได้ในที่เดียว',
  loading: 'กำลังโหลด',
  noScript: 'กรุณาเปิดใช้งาน JavaScript เพื่อใช้งานเว็บไซต์นี้',
  offlineTitle: 'ไม่มีการเชื่อมต่ออินเทอร์เน็ต',
  offlineBody: 'กรุณาตรวจสอบการเชื่อมต่อ แล้วลองใหม่อีกครั้ง',
  offlineRetry: 'ลองใหม่',
} as const;
