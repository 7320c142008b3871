import { PLAY_TEXTS } from './play';

/**
 * Texts of the sandbox provider's slot page (`/games/sandbox/play`, decision 0105). The page is the
 * provider's, but members see it: its texts are defined here once. The server hands them to the page
 * as JSON (the page's own script has no build step); `{amount}`, `{n}` and `{rtp}` are filled in there.
 * The `errors` keys are the codes the provider's backend answers (the wallet's codes passed through,
 * and its own).
 */
export const SANDBOX_SLOT = {
  /** The name the site lists the game under (the seeded game of the sandbox provider). */
  gameName: PLAY_TEXTS.sandboxSlotName,
  loading: 'กำลังเข้าสู่เกม…',
  balance: 'ยอดเงิน',
  bet: 'เดิมพัน',
  betOption: '{amount} บาท',
  spin: 'หมุน',
  spinning: 'กำลังหมุน…',
  reels: 'วงล้อสล็อต',
  reel: 'วงล้อที่ {n}',
  payline: 'เส้นจ่ายรางวัล',
  win: 'ชนะ {amount} บาท!',
  bigWin: 'แจ็กพอต! ชนะ {amount} บาท!',
  lose: 'ไม่ถูกรางวัล ลองอีกครั้ง',
  ready: 'เลือกเดิมพันแล้วกดหมุน',
  lastRound: 'รอบล่าสุด',
  soundOn: 'เปิดเสียง',
  soundOff: 'ปิดเสียง',
  paytable: 'ตารางจ่ายรางวัล',
  paytableNote: 'จ่ายตามเส้นกลางเส้นเดียว เชอร์รี่อยู่ตำแหน่งใดก็ได้บนเส้น อัตราคืนผู้เล่น (RTP) {rtp}%',
  anyCherry: 'เชอร์รี่ {n} ลูก',
  times: '×{n}',
  currency: 'บาท',
  symbols: {
    seven: 'เลขเจ็ด',
    bar: 'บาร์',
    bell: 'ระฆัง',
    plum: 'พลัม',
    lemon: 'มะนาว',
    cherry: 'เชอร์รี่',
  },
  errors: {
    INSUFFICIENT_FUNDS: 'ยอดเงินไม่พอสำหรับเดิมพันนี้ กรุณาฝากเงินหรือเลือกเดิมพันที่น้อยลง',
    TOKEN_INVALID: 'ลิงก์เข้าเกมหมดอายุหรือถูกใช้ไปแล้ว กรุณาปิดเกมแล้วกดเข้าเล่นใหม่',
    SESSION_INVALID: 'เซสชันเกมหมดอายุ กรุณาปิดเกมแล้วกดเข้าเล่นใหม่',
    UNKNOWN_MEMBER: 'ไม่พบบัญชีผู้เล่นนี้ กรุณาติดต่อแอดมิน',
    BET_INVALID: 'กรุณาเลือกจำนวนเดิมพันจากตัวเลือกที่มีให้',
    BUSY: 'วงล้อกำลังหมุนอยู่ กรุณารอสักครู่',
    WALLET_UNAVAILABLE: 'เชื่อมต่อกระเป๋าเงินไม่ได้ชั่วคราว กรุณาลองใหม่อีกครั้ง',
    UNKNOWN: 'เกิดข้อผิดพลาด กรุณาลองใหม่อีกครั้ง',
  },
} as const;

export type SandboxSlotErrorCode = keyof typeof SANDBOX_SLOT.errors;
