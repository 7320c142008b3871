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
    WRONG_GAME: 'เซสชันนี้เปิดไว้สำหรับเกมอื่น กรุณาปิดเกมแล้วกดเข้าเล่นใหม่',
    UNKNOWN: 'เกิดข้อผิดพลาด กรุณาลองใหม่อีกครั้ง',
  },
} as const;

/** The codes the sandbox provider's backend answers, for every one of its games. */
export type SandboxErrorCode = keyof typeof SANDBOX_SLOT.errors;

/**
 * Texts of the sandbox provider's Hi-Lo dice page (decision 0106), handed to it as JSON like the slot's;
 * `{amount}`, `{total}`, `{dice}`, `{value}` and `{rtp}` are filled in there. The refusals are the slot's
 * (one provider, one set of codes), but for the one that names the reels, and the choice's own.
 */
export const SANDBOX_HILO = {
  /** The name the site lists the game under (migration 0034). */
  gameName: PLAY_TEXTS.sandboxHiloName,
  loading: SANDBOX_SLOT.loading,
  balance: SANDBOX_SLOT.balance,
  lastRound: SANDBOX_SLOT.lastRound,
  bet: SANDBOX_SLOT.bet,
  betOption: SANDBOX_SLOT.betOption,
  currency: SANDBOX_SLOT.currency,
  soundOn: SANDBOX_SLOT.soundOn,
  soundOff: SANDBOX_SLOT.soundOff,
  choice: 'ทายผล',
  high: 'สูง',
  low: 'ต่ำ',
  highRange: 'แต้มรวม 11–17',
  lowRange: 'แต้มรวม 4–10',
  roll: 'ทอยลูกเต๋า',
  rolling: 'กำลังทอย…',
  dice: 'ลูกเต๋าสามลูก',
  diceShown: 'ลูกเต๋าออก {dice}',
  ready: 'เลือกสูงหรือต่ำและจำนวนเดิมพัน แล้วกดทอยลูกเต๋า',
  rolled: 'ออก {dice} รวม {total} แต้ม',
  resultHigh: 'สูง',
  resultLow: 'ต่ำ',
  resultTriple: 'ตอง {value}',
  win: 'ชนะ {amount} บาท!',
  lose: 'ไม่ถูก ลองอีกครั้ง',
  tripleLose: 'ออกตอง เจ้ามือกินทั้งสูงและต่ำ',
  rules: 'กติกา',
  rulesHigh: 'สูง: แต้มรวม 11–17 จ่าย 1 ต่อ 1',
  rulesLow: 'ต่ำ: แต้มรวม 4–10 จ่าย 1 ต่อ 1',
  rulesTriple: 'ออกตอง (สามลูกเหมือนกัน) เสียทั้งสูงและต่ำ',
  rulesNote: 'ทอยลูกเต๋าสามลูกที่เซิร์ฟเวอร์ อัตราคืนผู้เล่น (RTP) {rtp}%',
  errors: {
    ...SANDBOX_SLOT.errors,
    BUSY: 'กำลังทอยลูกเต๋าอยู่ กรุณารอสักครู่',
    CHOICE_INVALID: 'กรุณาเลือกสูงหรือต่ำ',
  },
} as const;
