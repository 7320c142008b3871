import { MINIGAME_TITLES } from './titles';

/**
 * Texts of the mini-game pages (/mini-game and below) and of the links into them. Ours (decision 0002);
 * the texts the server answers, and the names of its codes (game kinds, history lines, payments), are
 * `MINIGAME_MESSAGES` and `MINIGAME_LABELS` (rules.ts). The page headings are `MINIGAME_TITLES`
 * (minigame-titles.ts), also the tab titles.
 */
export const MINIGAME = {
  titles: MINIGAME_TITLES,
  /** Under the home's link to /mini-game. */
  homeInvite: 'ใช้เหรียญลุ้นรางวัล เครดิต และกำไร',
  /** The name of the hub's menu of sub-pages. */
  menu: 'เมนูมินิเกม',
  menuHints: {
    history: 'ทุกรอบที่เล่น ตรวจสอบผล และเหรียญ',
    rewardHistory: 'รางวัลที่ได้รับจากมินิเกม',
    creditHistory: 'การรับและใช้เครดิตมินิเกม',
    profit: 'กำไร การถอน และเครดิต',
  },

  // Balances (GET /member/current-credit)
  coins: 'เหรียญของฉัน',
  coinUnit: 'เหรียญ',
  /** A whole number of coins with its unit: `12 เหรียญ`. */
  coinAmount: (coins: string) => `${coins} เหรียญ`,
  /** Baht of a history line: `1.00 บาท`. */
  bahtAmount: (baht: string) => `${baht} บาท`,
  coinsExpire: (date: string) => `เหรียญชุดแรกหมดอายุ ${date}`,
  credit: 'เครดิตมินิเกม',
  /** The credit's nearest expiry, DD/MM/YYYY, and how much of it expires then. */
  creditExpires: (amount: string, date: string) => `${amount} บาท หมดอายุ ${date}`,
  noCredit: 'ยังไม่มีเครดิตมินิเกม',
  profit: 'กำไรที่ถอนได้',
  pendingProfit: 'กำไรรอการอนุมัติ',

  // Today (GET /member/minigame-status-today)
  todayTitle: 'สถานะวันนี้',
  todayPlays: 'เล่นวันนี้',
  times: (count: string) => `${count} ครั้ง`,
  todayFreePlays: 'เล่นฟรีวันนี้',
  coinsEarned: 'เหรียญที่ได้รับ',
  coinsSpent: 'เหรียญที่ใช้',
  creditWon: 'เครดิตที่ได้',
  profitWon: 'กำไรที่ได้',
  checkIn: (coins: string) => `เช็คอินรับ ${coins} เหรียญ`,
  checkedIn: 'วันนี้เช็คอินแล้ว',
  checkInDone: (coins: string) => `เช็คอินสำเร็จ รับ ${coins} เหรียญ`,

  // The games
  gamesTitle: 'เกมทั้งหมด',
  noGames: 'ยังไม่มีเกมเปิดให้เล่นในขณะนี้',
  /** A game's price per play. */
  cost: (coins: string) => `${coins} เหรียญ/ครั้ง`,
  playsLeft: (count: string) => `เล่นได้อีก ${count} ครั้ง`,
  freePlaysLeft: (count: string) => `เล่นฟรีเหลือ ${count} ครั้ง`,
  budgetReached: 'รางวัลของเกมนี้วันนี้หมดแล้ว',
  playNow: 'เล่นเลย',

  // Playing
  balanceCoins: 'เหรียญคงเหลือ',
  spin: 'หมุนวงล้อ',
  spinning: 'กำลังหมุน…',
  wheelLabel: (name: string) => `วงล้อ ${name}`,
  pickCard: 'เลือกไพ่ 1 ใบเพื่อเปิดรางวัล',
  card: (position: number) => `ไพ่ใบที่ ${position}`,
  pickBox: 'เลือกกล่อง 1 ใบเพื่อเปิดรางวัล',
  box: (position: number) => `กล่องที่ ${position}`,
  opening: 'กำลังเปิด…',
  payWith: 'ชำระค่าเล่นด้วย',
  payCoins: (coins: string) => `${coins} เหรียญ`,
  payCredit: (baht: string) => `เครดิตมินิเกม ${baht} บาท`,
  freePlayNext: 'รอบนี้เล่นฟรี',
  /** A play that cannot be paid (the button is disabled), and the step that earns coins. */
  noCoins: (cost: string) => `เหรียญไม่พอ ต้องใช้ ${cost} เหรียญต่อครั้ง`,
  noPlaysLeft: 'วันนี้เล่นเกมนี้ครบจำนวนครั้งแล้ว',
  depositForCoins: 'ฝากเงินเพื่อรับเหรียญ',
  resultWinTitle: 'ยินดีด้วย!',
  resultLoseTitle: 'เสียใจด้วย',
  resultWin: 'คุณได้รับ',
  resultLose: 'รอบนี้ไม่ได้รางวัล ลองใหม่อีกครั้งนะ',
  playAgain: 'เล่นอีกครั้ง',
  viewHistory: 'ดูประวัติการเล่น',
  prizesTitle: 'รางวัลและโอกาสที่จะได้รับ',
  prize: 'รางวัล',
  chance: 'โอกาส',
  /** The mute switch: its name, and the position it shows. */
  sound: 'เสียงเกม',
  soundOn: 'เปิด',
  soundOff: 'ปิด',

  // Provably fair (GET/PUT /member/seed, POST /member/seed/rotate), in plain Thai, inside a closed panel.
  // server seed = รหัสลับของระบบ, its SHA-256 hash = รหัสล็อกผล, client seed = รหัสของคุณ, nonce = ลำดับรอบ.
  fairTitle: 'ตรวจสอบความยุติธรรม',
  fairHint:
    'ผลของทุกรอบคำนวณจากรหัสลับของระบบที่ล็อกไว้ก่อนเล่น (แสดงเป็นรหัสล็อกผลด้านล่าง) รหัสของคุณ และลำดับรอบ เมื่อเปลี่ยนรหัสลับ ระบบจะเปิดเผยรหัสเดิมให้ตรวจสอบรอบที่เล่นไปแล้วได้',
  serverSeedHash: 'รหัสล็อกผล (ล็อกไว้ก่อนเล่น)',
  clientSeed: 'รหัสของคุณ',
  saveClientSeed: 'บันทึกรหัสของคุณ',
  clientSeedSaved: 'บันทึกรหัสของคุณแล้ว',
  nonce: 'ลำดับรอบถัดไป',
  rotate: 'เปลี่ยนรหัสลับและเปิดเผยรหัสเดิม',
  revealedTitle: 'รหัสลับเดิมที่เปิดเผยแล้ว',
  serverSeed: 'รหัสลับของระบบ',
  revealedPlays: (count: string) => `ใช้เล่นไปแล้ว ${count} รอบ`,
  revealedHint: 'รอบที่เล่นด้วยรหัสนี้ตรวจสอบได้แล้วที่ประวัติการเล่น',

  // /mini-game/history
  historyTabs: 'ประเภทประวัติ',
  playsTab: 'การเล่น',
  coinsTab: 'เหรียญ',
  verify: 'ตรวจสอบผล',
  /** A play's verify button, named for its game and its place in the sequence. */
  verifyPlay: (game: string, nonce: string) => `ตรวจสอบผล ${game} รอบที่ ${nonce}`,
  /** The words before a play's place in the sequence, in its line. */
  nonceWord: 'ลำดับรอบ',
  verifyAll: 'ตรวจสอบทุกรอบที่เปิดเผยแล้ว',
  verifying: 'กำลังตรวจสอบ…',
  verifyMatch: 'ผลตรงกัน: คำนวณซ้ำในเบราว์เซอร์ได้รางวัลเดียวกัน',
  verifyMismatch: 'ผลไม่ตรงกับรางวัลที่ได้รับ',
  verifyHashMismatch: 'รหัสลับไม่ตรงกับรหัสล็อกผลที่แสดงก่อนเล่น',
  /** The recomputed prize's place in the table beside the one awarded (1 = the first prize). */
  verifyIndexes: (recomputed: string, awarded: string) => `คำนวณได้รางวัลลำดับที่ ${recomputed} · ได้รับรางวัลลำดับที่ ${awarded}`,
  verifySummary: (matching: string, total: string) => `ผลตรงกัน ${matching} จาก ${total} รอบ`,
  verifyUnavailable: 'เบราว์เซอร์นี้ตรวจสอบผลไม่ได้ กรุณาเปิดเว็บผ่าน https',
  notRevealed: 'ตรวจสอบได้หลังเปลี่ยนรหัสลับที่หน้าเล่นเกม',
  goRotate: 'ไปหน้าเล่นเกมเพื่อเปลี่ยนรหัสลับ',
  /** The actions of the empty histories. */
  emptyPlay: 'เล่นมินิเกม',
  emptyProfit: 'ดูกำไรมินิเกม',

  // Histories
  expiresOn: (date: string) => `หมดอายุ ${date}`,

  // /mini-game/profit and the credit's move into the wallet
  profitLinks: 'เมนูกำไรมินิเกม',
  withdrawAction: 'ถอนกำไรเข้ากระเป๋า',
  historyAction: 'ประวัติการถอนกำไร',
  moveTitle: 'ย้ายเครดิตมินิเกมเข้ากระเป๋าเงิน',
  /** creditUse 'play': the credit pays for plays, nothing to move. */
  creditForPlay: 'เครดิตมินิเกมใช้แทนเหรียญเพื่อเล่นเกมได้ที่หน้าเล่นเกม',
  turnoverRequired: 'ยอดเล่นที่ต้องทำ',
  turnoverDone: 'ยอดเล่นที่ทำแล้ว',
  turnoverLeft: 'ต้องเล่นเพิ่มอีก',
  turnoverReached: 'ทำยอดเล่นครบแล้ว ย้ายเครดิตเข้ากระเป๋าเงินได้',
  turnoverHint: (multiplier: string) => `ต้องมียอดเล่นเกม ${multiplier} เท่าของเครดิตที่ย้าย`,
  moveAll: 'ย้ายทั้งหมด',
  moveSubmit: 'ย้ายเข้ากระเป๋าเงิน',
  moved: (amount: string) => `ย้ายเครดิต ${amount} บาท เข้ากระเป๋าเงินแล้ว`,
  amountOverCredit: (credit: string) => `*จำนวนเงินต้องไม่เกินเครดิตมินิเกม ${credit} บาท`,

  // The profit withdrawal
  minWithdraw: 'ถอนขั้นต่ำ',
  withdrawAll: 'ถอนทั้งหมด',
  submitWithdraw: 'ยืนยันการถอนกำไร',
  withdrawHint: 'กำไรที่ถอนจะเข้ายอดเงินคงเหลือในกระเป๋าของคุณเมื่อเจ้าหน้าที่อนุมัติ',
  amountOverProfit: (profit: string) => `*จำนวนเงินต้องไม่เกินกำไรที่ถอนได้ ${profit} บาท`,
  belowMinimumNow: (min: string) => `กำไรที่ถอนได้ยังไม่ถึงยอดถอนขั้นต่ำ ${min} บาท`,
  withdrawPendingNote: 'ได้รับคำขอถอนกำไรแล้ว รอเจ้าหน้าที่อนุมัติ',
  withdrawRow: 'ถอนกำไรมินิเกม',
  requestedAt: 'เวลาที่แจ้งถอน',
  decidedAt: 'เวลาที่ดำเนินการ',
  withdrawTo: 'ถอนเข้า',
  walletCredit: 'ยอดเงินคงเหลือในกระเป๋า',
  withdrawalNotFound: 'ไม่พบรายการถอนกำไรนี้',
  backToProfitManage: 'กลับหน้าจัดการกำไร',
} as const;
