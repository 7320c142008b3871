/**
 * Texts of /game beyond the username and password note (those stay in CONTENT and REGISTER_HINTS):
 * the providers and their games, the launch and the full-screen game (decision 0105).
 */
export const GAME = {
  providersTitle: 'เกมทั้งหมด',
  providersEmpty: 'ยังไม่มีเกมให้เล่นในขณะนี้',
  play: 'เข้าเล่น',
  playGame: (name: string) => `เข้าเล่น ${name}`,
  close: 'ปิดเกม',
  frameTitle: (name: string) => `เกม ${name}`,
  launchFailed: 'เปิดเกมไม่สำเร็จ กรุณาลองใหม่อีกครั้ง',
} as const;
