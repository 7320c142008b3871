import type {
  CoinEntryType,
  CreditEntryType,
  CreditUse,
  MinigameKind,
  MinigameSoundSlot,
  PlayPayment,
  PrizeKind,
} from './model';
import { MINIGAME_HISTORY_LIMIT } from '../common/limits';

/**
 * The mini-game service's limits and the Thai texts it answers with (issue 15, decision 0120): what
 * the schemas of its prizes (prizes.ts) and of its calls (minigame.ts) check against, without zod.
 */

// The enumerations are model.ts (the answers read them too).
export const MINIGAME_LIMITS = {
  /** Rows of a member's history (`?limit`, SPEC.md §9). */
  historyDefault: MINIGAME_HISTORY_LIMIT,
  historyMax: 100,
  /** A game's slug: its address `/mini-game/play/{slug}`. */
  slugPattern: /^[a-z0-9][a-z0-9-]{1,31}$/,
  nameMaxLength: 50,
  labelMaxLength: 40,
  minPrizes: 2,
  maxPrizes: 12,
  /** A prize's weight: a whole number; the table's weights sum to at least 1. */
  maxWeight: 1_000_000,
  maxPrizeCoins: 100_000,
  maxCostCoins: 10_000,
  maxFreePlaysPerDay: 100,
  maxCreditExpiryDays: 365,
  maxCoinExpiryDays: 3650,
  maxCheckInCoins: 10_000,
  maxTurnoverMultiplier: 100,
  maxGrantCoins: 1_000_000,
  reasonMaxLength: 200,
  noteMaxLength: 500,
  /** A client seed: what the member types; ASCII so that the draw's message is the same bytes everywhere. */
  clientSeedPattern: /^[A-Za-z0-9_-]{1,64}$/,
  /** The widest range of the operator's daily figures. */
  maxFigureDays: 92,
  /** Days of figures without `from`. */
  defaultFigureDays: 7,
} as const;

// ---------------------------------------------------------------------------------------------
// Thai texts (members and operators see them)

export const MINIGAME_MESSAGES = {
  gameUnavailable: 'ไม่พบเกมนี้หรือเกมปิดให้บริการ',
  notEnoughCoins: 'เหรียญของคุณไม่พอสำหรับเล่นเกมนี้',
  notEnoughCredit: 'เครดิตมินิเกมของคุณไม่พอ',
  creditNotForPlay: 'เครดิตมินิเกมใช้เล่นเกมไม่ได้ในขณะนี้',
  creditNotForWallet: 'เครดิตมินิเกมย้ายเข้ากระเป๋าเงินไม่ได้ในขณะนี้',
  /** Followed by the turnover still needed, formatted `150.00 บาท`. */
  turnoverNotReached: 'ยอดเล่นเกมยังไม่ถึงเงื่อนไข ต้องเล่นเพิ่มอีก',
  gameBudgetReached: 'รางวัลของเกมนี้วันนี้หมดแล้ว กรุณากลับมาเล่นใหม่พรุ่งนี้',
  memberBudgetReached: 'วันนี้คุณได้รับรางวัลจากเกมนี้ครบตามที่กำหนดแล้ว กรุณากลับมาเล่นใหม่พรุ่งนี้',
  checkInOff: 'ไม่มีกิจกรรมเช็คอินในขณะนี้',
  alreadyCheckedIn: 'วันนี้คุณเช็คอินแล้ว',
  /** Followed by the minimum, formatted `20.00 บาท`. */
  belowMinimum: 'ยอดถอนขั้นต่ำ',
  notEnoughProfit: 'ยอดกำไรที่ถอนได้ไม่เพียงพอ',
  withdrawalNotPending: 'รายการนี้ได้รับการดำเนินการแล้ว',
  slugTaken: 'มีเกมที่ใช้ชื่อลิงก์นี้แล้ว',
  gameHasPlays: 'เกมนี้มีการเล่นแล้ว ลบไม่ได้ กรุณาปิดการใช้งานแทน',
  soundRequired: 'กรุณาเลือกไฟล์เสียง',
  soundTypeNotAllowed: 'รองรับเฉพาะไฟล์เสียง mp3 หรือ wav เท่านั้น',
  /** Followed by the limit, `(สูงสุด 2 MB)`. */
  soundTooLarge: 'ไฟล์เสียงมีขนาดใหญ่เกินกำหนด',
  // Form rules
  clientSeedInvalid: '*client seed ต้องเป็นตัวอักษรภาษาอังกฤษ ตัวเลข - หรือ _ ยาว 1-64 ตัว',
  slugInvalid: '*ชื่อลิงก์ต้องเป็นตัวอักษรภาษาอังกฤษตัวเล็ก ตัวเลข หรือ - ยาว 2-32 ตัว',
  nameRequired: '*กรุณากรอกชื่อเกม',
  kindInvalid: '*กรุณาเลือกรูปแบบเกม',
  costInvalid: '*ราคาต่อครั้งต้องเป็นจำนวนเหรียญเต็ม 1-10,000',
  freePlaysInvalid: '*จำนวนเล่นฟรีต่อวันต้องเป็นจำนวนเต็ม 0-100',
  prizesCount: '*ตารางรางวัลต้องมี 2-12 รายการ',
  prizeKindInvalid: '*กรุณาเลือกประเภทรางวัล',
  prizeCoinsInvalid: '*รางวัลเหรียญต้องเป็นจำนวนเต็ม 1-100,000',
  weightInvalid: '*น้ำหนักต้องเป็นจำนวนเต็ม 0-1,000,000',
  weightsZero: '*น้ำหนักรวมของตารางรางวัลต้องมากกว่า 0',
  creditExpiryInvalid: '*อายุเครดิตต้องเป็นจำนวนวันเต็ม 1-365',
  coinExpiryInvalid: '*อายุเหรียญต้องเป็นจำนวนวันเต็ม 1-3,650 หรือไม่กำหนด',
  checkInCoinsInvalid: '*เหรียญเช็คอินต้องเป็นจำนวนเต็ม 0-10,000',
  creditUseInvalid: '*กรุณาเลือกการใช้เครดิตมินิเกม',
  turnoverInvalid: '*จำนวนเท่าของยอดเล่นต้องเป็นจำนวนเต็ม 0-100',
  grantCoinsInvalid: '*จำนวนเหรียญต้องเป็นจำนวนเต็ม 1-1,000,000',
  figureRangeTooLong: '*เลือกช่วงวันที่ได้ไม่เกิน 92 วัน',
} as const;

/** The Thai texts a mini-game schema may carry (registered with the server's known messages). */
export const MINIGAME_SCHEMA_MESSAGES = MINIGAME_MESSAGES;

/** Names and labels the pages show for the server's codes. */
export const MINIGAME_LABELS = {
  kinds: { wheel: 'วงล้อนำโชค', card: 'เปิดไพ่ลุ้นรางวัล', box: 'เลือกกล่องสุ่ม' } satisfies Record<MinigameKind, string>,
  prizeKinds: { coins: 'เหรียญ', credit: 'เครดิตมินิเกม', profit: 'กำไร', nothing: 'ไม่ได้รางวัล' } satisfies Record<
    PrizeKind,
    string
  >,
  coinEntries: {
    deposit: 'ได้รับจากการฝากเงิน',
    check_in: 'เช็คอินรายวัน',
    grant: 'ได้รับจากโปรโมชั่น',
    prize: 'รางวัลจากมินิเกม',
    play: 'ใช้เล่นมินิเกม',
    expired: 'เหรียญหมดอายุ',
  } satisfies Record<CoinEntryType, string>,
  creditEntries: {
    prize: 'รางวัลจากมินิเกม',
    play: 'ใช้เล่นมินิเกม',
    to_wallet: 'ย้ายเข้ากระเป๋าเงิน',
    expired: 'เครดิตหมดอายุ',
  } satisfies Record<CreditEntryType, string>,
  payments: { free: 'เล่นฟรี', coins: 'ใช้เหรียญ', credit: 'ใช้เครดิตมินิเกม' } satisfies Record<PlayPayment, string>,
  sounds: { play: 'เสียงขณะเล่น', win: 'เสียงเมื่อได้รางวัล', lose: 'เสียงเมื่อไม่ได้รางวัล' } satisfies Record<
    MinigameSoundSlot,
    string
  >,
  /** The mini-games' transfer codes that reach a member's wallet, for the back office's ledger view. */
  walletTransfers: {
    minigame_credit_to_wallet: 'ย้ายเครดิตมินิเกมเข้ากระเป๋าเงิน',
    minigame_withdraw_post: 'ถอนกำไรมินิเกม',
  },
  creditUses: { wallet: 'ย้ายเข้ากระเป๋าเงินเมื่อทำยอดเล่นครบ', play: 'ใช้แทนเหรียญเล่นมินิเกม' } satisfies Record<
    CreditUse,
    string
  >,
} as const;
