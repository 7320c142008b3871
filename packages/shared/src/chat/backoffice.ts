import { CHAT_LIMITS, CHAT_MESSAGES } from './chat';
import type { ChatStatus } from './model';
import { CHAT } from './texts';
import { BO_CHAT_TABS } from './backoffice-tabs';

/**
 * Thai texts of the back office's chat screens (issue 16 §3): the agents' inbox, a conversation and the
 * member beside it, notifications, availability, the chat's settings, canned replies and the agents'
 * times. The texts the chat server answers are `CHAT_MESSAGES` (chat.ts).
 */
export const BO_CHAT = {
  title: 'แชท',
  tabs: BO_CHAT_TABS,

  // The inbox
  statusTabs: 'สถานะบทสนทนา',
  statuses: {
    open: 'เปิดอยู่',
    pending: 'รอสมาชิกตอบ',
    resolved: 'เสร็จสิ้น',
    snoozed: 'เลื่อนไว้',
  } satisfies Record<ChatStatus, string>,
  /** A tab's name with its count for screen readers: `เปิดอยู่ 3 รายการ`. */
  statusCount: (label: string, count: string) => `${label} ${count} รายการ`,
  statusCountUnit: 'รายการ',
  assigneeFilter: 'ผู้รับผิดชอบ',
  assignees: { me: 'ของฉัน', unassigned: 'ยังไม่มีผู้รับ', all: 'ทั้งหมด' },
  listCaption: 'บทสนทนา ล่าสุดก่อน',
  emptyList: 'ไม่มีบทสนทนาในรายการนี้',
  loadMore: 'โหลดเพิ่ม',
  unread: (count: number) => `ยังไม่อ่าน ${count} ข้อความ`,
  noAssignee: 'ยังไม่มีผู้รับ',
  assignedTo: (name: string) => `ผู้รับผิดชอบ: ${name}`,
  /** Before the last message's preview when the agent or the system wrote it. */
  previewAgent: 'แอดมิน: ',
  previewSystem: 'ระบบ: ',
  noMessagesYet: 'ยังไม่มีข้อความ',
  pickConversation: 'เลือกบทสนทนาจากรายการทางซ้ายเพื่อเริ่มตอบ',

  // Connection and notifications
  connecting: 'กำลังเชื่อมต่อ…',
  connected: 'เชื่อมต่อแบบเรียลไทม์',
  reconnecting: 'การเชื่อมต่อขาดหาย กำลังเชื่อมต่อใหม่…',
  enableNotifications: 'เปิดการแจ้งเตือน',
  notificationsOn: 'การแจ้งเตือนเปิดอยู่',
  notificationsBlocked: 'เบราว์เซอร์บล็อกการแจ้งเตือน',
  newConversation: (name: string) => `แชทใหม่จาก ${name}`,
  newMessage: (name: string) => `ข้อความใหม่จาก ${name}`,
  /** The tab's title while new messages wait: `(3) แชท`. */
  tabTitle: (count: number, title: string) => `(${count}) ${title}`,

  // Availability
  availability: 'พร้อมรับแชท',
  available: 'พร้อมรับแชท',
  away: 'ไม่พร้อมรับแชท',
  availabilityHint: 'เมื่อพร้อม ระบบจะแจกแชทใหม่ให้คุณอัตโนมัติ',

  // The conversation
  messagesLabel: 'ข้อความในบทสนทนา',
  loadOlder: 'ดูข้อความก่อนหน้า',
  loadingOlder: 'กำลังโหลดข้อความก่อนหน้า…',
  empty: 'ยังไม่มีข้อความ',
  typing: (name: string) => `${name} กำลังพิมพ์…`,
  read: 'อ่านแล้ว',
  sending: 'กำลังส่ง…',
  failed: 'ส่งไม่สำเร็จ',
  retry: 'ส่งอีกครั้ง',
  discard: 'ยกเลิกข้อความนี้',
  system: 'ข้อความอัตโนมัติ',
  admin: CHAT.admin,
  image: CHAT.image,
  audio: CHAT.audio,
  openImage: 'ดูรูปขนาดใหญ่',
  imageTitle: 'รูปภาพในแชท',

  // The composer
  replyLabel: 'ข้อความตอบกลับ',
  placeholder: 'พิมพ์ข้อความ… พิมพ์ / เพื่อใช้ข้อความสำเร็จรูป',
  composerHint: 'Enter เพื่อส่ง · Shift+Enter ขึ้นบรรทัดใหม่',
  send: 'ส่ง',
  attach: 'แนบไฟล์',
  attachHint: 'แนบรูปภาพ (jpg, jpeg, png) หรือไฟล์เสียง (mp3, wav)',
  attached: (name: string) => `ไฟล์แนบ: ${name}`,
  removeAttachment: 'นำไฟล์แนบออก',
  fileTypeNotAllowed: CHAT_MESSAGES.fileTypeNotAllowed,
  fileTooLarge: (megabytes: string) => `${CHAT_MESSAGES.fileTooLarge} (สูงสุด ${megabytes} MB)`,
  cannedSuggestions: 'ข้อความสำเร็จรูป',
  viewOnly: 'บทบาทของคุณอ่านแชทได้อย่างเดียว',

  // State and assignment
  resolve: 'ปิดเรื่อง',
  markPending: 'รอสมาชิกตอบ',
  snooze: 'เลื่อนไว้',
  reopen: 'เปิดอีกครั้ง',
  statusChanged: (label: string) => `เปลี่ยนสถานะเป็น "${label}" แล้ว`,
  snoozedUntil: (time: string) => `เลื่อนไว้ถึง ${time}`,
  snoozeTitle: 'เลื่อนบทสนทนาไว้',
  snoozeUntil: 'เปิดอีกครั้งเมื่อ (เวลาไทย)',
  snoozeHint: 'บทสนทนาจะกลับมาเปิดเมื่อถึงเวลานี้ หรือทันทีที่สมาชิกส่งข้อความมา',
  snoozePresets: { hour: 'อีก 1 ชั่วโมง', tomorrow: 'พรุ่งนี้ 09:00', week: 'อีก 7 วัน' },
  snoozeUntilRequired: CHAT_MESSAGES.snoozeUntilRequired,
  snoozeUntilPast: CHAT_MESSAGES.snoozeUntilPast,
  take: 'รับเรื่องนี้',
  assignee: 'มอบหมายบทสนทนาให้',
  assign: 'มอบหมาย',
  assignNobody: 'ไม่มีผู้รับผิดชอบ',
  /** An agent in the assign list: `แอดมินบี · 5 แชท · ไม่พร้อม`. */
  agentOption: (name: string, open: number, available: boolean) =>
    `${name} · ${open} แชท${available ? '' : ' · ไม่พร้อม'}`,
  me: (name: string) => `${name} (ฉัน)`,
  assigned: (name: string) => `มอบหมายให้ ${name} แล้ว`,
  unassigned: 'นำผู้รับผิดชอบออกแล้ว',

  // The member beside the chat
  memberTitle: 'ข้อมูลสมาชิก',
  name: 'ชื่อ-นามสกุล',
  tel: 'เบอร์โทร',
  level: 'ระดับ',
  memberStatus: 'สถานะบัญชี',
  memberStatuses: { active: 'ใช้งาน', disabled: 'ระงับ' } as Readonly<Record<string, string>>,
  memberSince: 'สมัครเมื่อ',
  credit: 'เครดิต (บาท)',
  lastDeposits: 'รายการฝากล่าสุด (บาท)',
  lastWithdrawals: 'รายการถอนล่าสุด (บาท)',
  noMoneyLines: 'ยังไม่มีรายการ',
  /** A money status the labels do not name yet: never the raw code on screen. */
  moneyStatusOther: 'สถานะอื่น',
  openMember: 'เปิดหน้าสมาชิก',

  // Settings
  settingsTitle: 'ตั้งค่าแชท',
  businessHours: 'เวลาทำการ (เวลาไทย)',
  businessHoursHint:
    'เวลาแบบ 24 ชั่วโมง เช่น 09:00 ถึง 18:00 (ปิด 24:00 คือเที่ยงคืน) นอกเวลาทำการ สมาชิกจะเห็นข้อความนอกเวลาทำการ และได้รับข้อความนี้ตอบกลับอัตโนมัติ',
  weekdays: CHAT.weekdays,
  day: 'วัน',
  opens: 'เวลาเปิด',
  closes: 'เวลาปิด',
  dayOpen: (day: string) => `เปิดให้บริการวัน${day}`,
  opensAt: (day: string) => `เวลาเปิดวัน${day}`,
  closesAt: (day: string) => `เวลาปิดวัน${day}`,
  closedDay: CHAT.closedDay,
  greeting: 'ข้อความต้อนรับ',
  greetingHint: 'สมาชิกเห็นข้อความนี้เมื่อเปิดหน้าแชท',
  offlineMessage: 'ข้อความนอกเวลาทำการ',
  imageMaxMegabytes: 'ขนาดรูปภาพสูงสุด (MB)',
  audioMaxMegabytes: 'ขนาดไฟล์เสียงสูงสุด (MB)',
  uploadHint: `ตั้งได้ ${CHAT_LIMITS.uploadMaxBytesFloor / 1024} KB ถึง ${CHAT_LIMITS.uploadMaxBytesCeiling / 1024 / 1024} MB`,
  agentCap: 'แชทที่เปิดอยู่สูงสุดต่อแอดมิน (แจกอัตโนมัติ)',
  agentCapHint: '0 = ไม่แจกแชทอัตโนมัติ',
  settingsSaved: 'บันทึกการตั้งค่าแชทแล้ว',

  // Canned replies
  cannedTitle: 'ข้อความสำเร็จรูป',
  cannedCaption: 'ข้อความสำเร็จรูปทั้งหมด เรียงตามรหัสย่อ',
  cannedHint: 'ในช่องตอบแชท พิมพ์ / ตามด้วยรหัสย่อ แล้วกด Enter เพื่อใส่ข้อความ',
  shortCode: 'รหัสย่อ',
  shortCodeHint: 'ตัวอักษรภาษาอังกฤษตัวเล็ก ตัวเลข - หรือ _',
  cannedText: 'ข้อความ',
  actions: 'จัดการ',
  addCanned: 'เพิ่มข้อความสำเร็จรูป',
  editCanned: 'แก้ไขข้อความสำเร็จรูป',
  editCannedOf: (code: string) => `แก้ไข /${code}`,
  deleteCannedOf: (code: string) => `ลบ /${code}`,
  deleteCanned: 'ลบข้อความสำเร็จรูป',
  deleteCannedBody: (code: string) => `ลบข้อความสำเร็จรูป /${code} ถาวร?`,
  cannedAdded: (code: string) => `เพิ่ม /${code} แล้ว`,
  cannedUpdated: (code: string) => `บันทึก /${code} แล้ว`,
  cannedDeleted: (code: string) => `ลบ /${code} แล้ว`,
  noCanned: 'ยังไม่มีข้อความสำเร็จรูป',

  // Agents' times
  statsTitle: 'เวลาตอบแชทของแอดมิน',
  statsCaption: 'เวลาตอบครั้งแรกและเวลาปิดเรื่องของแอดมินแต่ละคน (วันตามเวลาไทย)',
  statsRange: 'ช่วงวันที่',
  agent: 'แอดมิน',
  conversations: 'บทสนทนา',
  firstResponseAverage: 'ตอบครั้งแรก (เฉลี่ย)',
  firstResponseMedian: 'ตอบครั้งแรก (มัธยฐาน)',
  resolutionAverage: 'ปิดเรื่อง (เฉลี่ย)',
  resolutionMedian: 'ปิดเรื่อง (มัธยฐาน)',
  noStats: 'ยังไม่มีบทสนทนาในช่วงนี้',
  /** A length of time: under a minute in seconds, under an hour in minutes and seconds, else hours and minutes. */
  seconds: (seconds: number) => `${seconds} วินาที`,
  minutes: (minutes: number, seconds: number) => (seconds ? `${minutes} นาที ${seconds} วินาที` : `${minutes} นาที`),
  hours: (hours: number, minutes: number) => (minutes ? `${hours} ชั่วโมง ${minutes} นาที` : `${hours} ชั่วโมง`),
  days: (days: number, hours: number) => (hours ? `${days} วัน ${hours} ชั่วโมง` : `${days} วัน`),
  noTime: '-',
} as const;
