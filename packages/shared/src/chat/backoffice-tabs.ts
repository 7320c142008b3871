/**
 * The chat screen's sections, apart from BO_CHAT (whose module loads the chat's zod schemas): the back office's
 * route table names its tab titles with them in the first load.
 */
export const BO_CHAT_TABS = {
  inbox: 'กล่องแชท',
  cannedReplies: 'ข้อความสำเร็จรูป',
  settings: 'ตั้งค่า',
  stats: 'เวลาตอบแชท',
} as const;
