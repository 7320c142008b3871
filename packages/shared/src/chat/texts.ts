import { CHAT_TITLES } from './titles';
import type { MemberMoneyKind } from '../realtime';

/**
 * Texts of the member's chat page (/chat), the unread badges and the live money toasts (issue 16).
 * The texts the chat server answers are `CHAT_MESSAGES` (chat.ts).
 */
export const CHAT = {
  title: CHAT_TITLES.chat,
  /** The contact page's link to /chat. */
  contactLink: 'แชทกับแอดมิน',
  contactLinkHint: 'พูดคุยกับทีมงานได้ทันที',
  /** The badge's accessible name: `ข้อความใหม่ 3 ข้อความ`. */
  unreadLabel: (count: number) => `ข้อความใหม่ ${count} ข้อความ`,
  /** The tab title while the page is hidden: `(3) แชทกับแอดมิน`. */
  tabTitle: (count: number, title: string) => `(${count}) ${title}`,
  placeholder: 'พิมพ์ข้อความ…',
  send: 'ส่ง',
  attach: 'แนบรูปภาพหรือไฟล์เสียง',
  sending: 'กำลังส่ง…',
  failed: 'ส่งไม่สำเร็จ',
  retry: 'ส่งอีกครั้ง',
  read: 'อ่านแล้ว',
  typing: 'แอดมินกำลังพิมพ์…',
  loadOlder: 'ดูข้อความก่อนหน้า',
  empty: 'ยังไม่มีข้อความ เริ่มพูดคุยกับแอดมินได้เลย',
  offlineTitle: 'นอกเวลาทำการ',
  hours: 'เวลาทำการ',
  closedDay: 'ปิด',
  weekdays: ['อาทิตย์', 'จันทร์', 'อังคาร', 'พุธ', 'พฤหัสบดี', 'ศุกร์', 'เสาร์'],
  you: 'คุณ',
  admin: 'แอดมิน',
  system: 'ระบบ',
  image: 'รูปภาพ',
  audio: 'ไฟล์เสียง',
  connecting: 'กำลังเชื่อมต่อ…',
  reconnecting: 'การเชื่อมต่อขาดหาย กำลังเชื่อมต่อใหม่…',
  /** The limit after CHAT_MESSAGES.fileTooLarge, as the server writes it: `(สูงสุด 5 MB)`. */
  fileLimit: (megabytes: string) => `(สูงสุด ${megabytes} MB)`,
  /** The button around an image message that opens it at full size. */
  enlargeImage: 'ดูรูปภาพขนาดเต็ม',
  /** The list of messages (its accessible name). */
  messages: 'ข้อความในแชท',
  /** The message box's accessible name. */
  message: 'ข้อความ',
} as const;

/** The toast of a `member.money` event: what happened, in the member's words. */
export const MONEY_TOASTS: Record<
  MemberMoneyKind,
  { approved: (amount: string) => string; rejected: (amount: string) => string }
> = {
  deposit: {
    approved: (amount) => `ฝากเงิน ${amount} บาท สำเร็จ`,
    rejected: (amount) => `รายการฝากเงิน ${amount} บาท ไม่สำเร็จ`,
  },
  withdrawal: {
    approved: (amount) => `ถอนเงิน ${amount} บาท สำเร็จ`,
    rejected: (amount) => `รายการถอนเงิน ${amount} บาท ถูกปฏิเสธ เงินคืนเข้าเครดิตแล้ว`,
  },
  bonus: {
    approved: (amount) => `ได้รับโบนัส ${amount} บาท`,
    rejected: (amount) => `โบนัส ${amount} บาท ไม่สำเร็จ`,
  },
  commission: {
    approved: (amount) => `ได้รับค่าคอมมิชชั่น ${amount} บาท`,
    rejected: (amount) => `ค่าคอมมิชชั่น ${amount} บาท ไม่สำเร็จ`,
  },
  affiliate_withdrawal: {
    approved: (amount) => `ถอนรายได้แนะนำเพื่อน ${amount} บาท เข้าเครดิตแล้ว`,
    rejected: (amount) => `รายการถอนรายได้แนะนำเพื่อน ${amount} บาท ถูกปฏิเสธ`,
  },
  minigame_withdrawal: {
    approved: (amount) => `ถอนกำไรมินิเกม ${amount} บาท เข้าเครดิตแล้ว`,
    rejected: (amount) => `รายการถอนกำไรมินิเกม ${amount} บาท ถูกปฏิเสธ`,
  },
};
