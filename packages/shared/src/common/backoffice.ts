import { SERVER_MESSAGES } from './messages';

/**
 * Thai texts of the back office's frame: sign-in, menu, tables, forms and the actions every screen
 * shares. Each screen's own texts live beside this file, one file per area.
 */
export const BO_APP = {
  title: 'ระบบหลังบ้าน',
  signInTitle: 'เข้าสู่ระบบหลังบ้าน',
  username: 'ชื่อผู้ใช้',
  password: 'รหัสผ่าน',
  signIn: 'เข้าสู่ระบบ',
  signingIn: 'กำลังเข้าสู่ระบบ…',
  signOut: 'ออกจากระบบ',
  sessionExpired: SERVER_MESSAGES.sessionExpired,
  required: 'กรุณากรอกข้อมูล',
  menu: 'เมนู',
  openMenu: 'เปิดเมนู',
  closeMenu: 'ปิดเมนู',
  notFoundTitle: 'ไม่พบหน้านี้',
  notFoundBody: 'ไม่มีหน้านี้ หรือบทบาทของคุณไม่มีสิทธิ์เปิดหน้านี้',
  backHome: 'กลับหน้าแรก',
  loadFailed: 'โหลดข้อมูลไม่สำเร็จ',
  retry: 'ลองใหม่',
  loading: 'กำลังโหลด…',
  chunkFailed: 'โหลดหน้าไม่สำเร็จ กรุณารีเฟรชหน้า',
  skipToContent: 'ข้ามไปยังเนื้อหา',
  /** After a queue's count in the menu, for screen readers: "คิวฝาก 2 รายการรอ". */
  waiting: 'รายการรอ',
  /** The browser tab's title: the screen's, then the section's, then the app's ("แบนเนอร์ · เนื้อหาเว็บไซต์ · ระบบหลังบ้าน"). */
  tabTitle: (titles: readonly string[]) => [...titles, 'ระบบหลังบ้าน'].join(' · '),
} as const;

/** Operator roles, as an operator reads them. */
export const BO_ROLE_LABELS = {
  admin: 'ผู้ดูแลระบบ',
  finance: 'การเงิน',
  content: 'เนื้อหา',
  support: 'ฝ่ายบริการสมาชิก',
} as const;

/** The menu: one label per screen (the app draws only those the operator's role may open). */
export const BO_MENU = {
  dashboard: 'ภาพรวม',
  deposits: 'คิวฝาก',
  withdrawals: 'คิวถอน',
  moneyHistory: 'ประวัติการเงิน',
  members: 'สมาชิก',
  promotions: 'โปรโมชั่น',
  content: 'เนื้อหาเว็บไซต์',
  paymentSettings: 'การชำระเงิน',
  operators: 'ผู้ดูแล',
  audit: 'บันทึกการทำงาน',
  smsOutbox: 'กล่อง SMS',
  games: 'เกม',
  affiliate: 'แนะนำเพื่อน',
  minigame: 'มินิเกม',
  chat: 'แชท',
  jobs: 'งานตามกำหนดเวลา',
} as const;

/** Tables, paging and filters. */
export const BO_TABLE = {
  empty: 'ไม่มีข้อมูล',
  previous: 'ก่อนหน้า',
  next: 'ถัดไป',
  pageOf: (page: number, pages: number) => `หน้า ${page} จาก ${pages}`,
  total: (count: string) => `ทั้งหมด ${count} รายการ`,
  perPage: 'แถวต่อหน้า',
  sortAscending: 'เรียงจากน้อยไปมาก',
  sortDescending: 'เรียงจากมากไปน้อย',
  search: 'ค้นหา',
  clearFilters: 'ล้างตัวกรอง',
  all: 'ทั้งหมด',
  from: 'ตั้งแต่วันที่',
  to: 'ถึงวันที่',
} as const;

/** Actions and answers every screen shares. */
export const BO_ACTIONS = {
  save: 'บันทึก',
  saving: 'กำลังบันทึก…',
  saved: 'บันทึกแล้ว',
  cancel: 'ยกเลิก',
  close: 'ปิด',
  confirm: 'ยืนยัน',
  edit: 'แก้ไข',
  delete: 'ลบ',
  create: 'เพิ่ม',
  approve: 'อนุมัติ',
  reject: 'ปฏิเสธ',
  enable: 'เปิดใช้งาน',
  disable: 'ปิดใช้งาน',
  upload: 'อัปโหลด',
  reset: 'คืนค่าเริ่มต้น',
  yes: 'ใช่',
  no: 'ไม่',
} as const;

/** Member levels (SPEC.md §3 member_level; the tiers of MEMBER_LEVELS, decision 0091), as an operator reads them. */
export const BO_MEMBER_LEVEL_LABELS: Readonly<Record<string, string>> = {
  normal: 'สมาชิกทั่วไป',
  silver: 'ซิลเวอร์',
  gold: 'โกลด์',
  platinum: 'แพลทินัม',
  vip: 'วีไอพี',
};
