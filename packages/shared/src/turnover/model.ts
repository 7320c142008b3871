import { formatNumber } from '../common/format';
import { BO_TURNOVER_TITLES } from './backoffice-titles';

/**
 * Turnover requirements (issue 31, decision 0174): each bonus credit opens one; real game stakes pay
 * them down in order; a withdrawal waits until none is open. Zod-free, with the texts, so the home
 * wallet card and the withdrawal page name them without loading the schemas.
 */
export const TURNOVER_SOURCES = ['deposit_bonus', 'return_loss', 'minigame_credit'] as const;
export type TurnoverSource = (typeof TURNOVER_SOURCES)[number];

export const TURNOVER_STATUSES = ['open', 'completed', 'forfeited', 'played_away'] as const;
export type TurnoverStatus = (typeof TURNOVER_STATUSES)[number];

/** What giving up a bonus takes back: the bonus alone, or the bonus and what it won (everything above the member's own money). */
export const FORFEIT_RULES = ['bonus', 'bonus_and_winnings'] as const;
export type ForfeitRule = (typeof FORFEIT_RULES)[number];

/** Limits of the operator's turnover form. */
export const TURNOVER_LIMITS = { weightMax: 100, providersMax: 50, playedAwayMaxBaht: 1000 } as const;

const SOURCE_NAMES: Record<TurnoverSource, string> = {
  deposit_bonus: 'โบนัสเงินฝาก',
  return_loss: 'คืนยอดเสีย',
  minigame_credit: 'เครดิตมินิเกม',
};

const STATUS_NAMES: Record<TurnoverStatus, string> = {
  open: 'กำลังทำเทิร์น',
  completed: 'ทำครบแล้ว',
  forfeited: 'ยกเลิกโบนัสแล้ว',
  played_away: 'ยอดเงินหมด',
};

const baht = (value: number) => `${formatNumber(value)} บาท`;

/** Member-facing Thai texts: the refusals, the progress bars, giving up a bonus. */
export const TURNOVER_TEXTS = {
  title: 'เทิร์นโอเวอร์',
  /** The promotion page's block of the bonuses whose turnover is still open. */
  openBonuses: 'โปรที่รับอยู่',
  sourceName: (source: TurnoverSource) => SOURCE_NAMES[source],
  statusName: (status: TurnoverStatus) => STATUS_NAMES[status],
  /** The withdrawal's 422 while a requirement is open. */
  withdrawBlocked: (leftBaht: number) => `ยังทำเทิร์นโอเวอร์ไม่ครบ ต้องเล่นเกมเพิ่มอีก ${baht(leftBaht)} จึงจะถอนเงินได้`,
  progress: (playedBaht: number, requiredBaht: number) => `เล่นแล้ว ${baht(playedBaht)} จาก ${baht(requiredBaht)}`,
  left: (leftBaht: number) => `เหลืออีก ${baht(leftBaht)}`,
  progressLabel: 'ความคืบหน้าเทิร์นโอเวอร์',
  countsHint: 'นับเฉพาะยอดเดิมพันเกม ไม่นับมินิเกมและเดิมพันที่ถูกคืน',
  forfeit: 'ยกเลิกโบนัส',
  forfeitTitle: 'ยืนยันการยกเลิกโบนัส',
  forfeitBody: (rule: ForfeitRule, removeBaht: number) =>
    rule === 'bonus'
      ? `ระบบจะหักโบนัส ${baht(removeBaht)} ออกจากกระเป๋าเงิน และยกเลิกเงื่อนไขเทิร์นโอเวอร์ทั้งหมด จากนั้นถอนเงินได้ทันที`
      : `ระบบจะหักโบนัสและยอดที่ได้จากโบนัส ${baht(removeBaht)} ออกจากกระเป๋าเงิน และยกเลิกเงื่อนไขเทิร์นโอเวอร์ทั้งหมด จากนั้นถอนเงินได้ทันที`,
  forfeitConfirm: 'ยืนยันยกเลิกโบนัส',
  cancel: 'ยกเลิก',
  forfeited: (removedBaht: number) => `ยกเลิกโบนัสแล้ว หักออก ${baht(removedBaht)}`,
  nothingOpen: 'ไม่มีเงื่อนไขเทิร์นโอเวอร์ค้างอยู่',
  playedAwayHint: (bahtAmount: number) => `เมื่อยอดเงินในกระเป๋าต่ำกว่า ${baht(bahtAmount)} เงื่อนไขจะสิ้นสุดเอง`,
} as const;

/** Back-office texts: the member page's section, the queues' columns, the settings form. */
export const TURNOVER_BACKOFFICE_TEXTS = {
  section: 'เทิร์นโอเวอร์',
  source: 'ที่มา',
  bonus: 'โบนัส',
  required: 'ต้องเล่น',
  played: 'เล่นแล้ว',
  left: 'คงเหลือ',
  status: 'สถานะ',
  opened: 'เริ่ม',
  closed: 'สิ้นสุด',
  forfeitedAmount: 'หักคืน',
  none: 'ไม่มีเงื่อนไขเทิร์นโอเวอร์',
  queueColumn: 'เทิร์นค้าง',
  queueNone: 'ไม่มี',
  depositBonus: 'โบนัส',
  depositTurnover: 'เทิร์นที่ต้องทำ',
  depositNoBonus: 'ไม่รับโบนัส',
  depositIneligible: 'ไม่ได้รับโบนัส',
  /** The deposit approval dialog's sum: the amount and the bonus that goes in with it. */
  depositTotal: 'รวมเครดิตเข้ากระเป๋า',
  settingsTitle: BO_TURNOVER_TITLES.settingsTitle,
  forfeitRule: 'เมื่อสมาชิกยกเลิกโบนัส',
  forfeitRules: {
    bonus: 'หักเฉพาะโบนัส',
    bonus_and_winnings: 'หักโบนัสและยอดที่ได้จากโบนัส',
  } satisfies Record<ForfeitRule, string>,
  playedAway: 'สิ้นสุดเงื่อนไขเมื่อยอดเงินต่ำกว่า (บาท)',
  defaultWeight: 'น้ำหนักการนับยอดเดิมพัน (%)',
  providerWeights: 'น้ำหนักตามค่ายเกม (%)',
  providerDefault: 'ใช้ค่าเริ่มต้น',
  provider: 'ค่ายเกม',
  weight: 'น้ำหนัก (%)',
  addProvider: 'เพิ่มค่ายเกม',
  saved: 'บันทึกการตั้งค่าเทิร์นโอเวอร์แล้ว',
} as const;

/** The validation messages of the operator's form (Thai, shown under the field). */
export const TURNOVER_MESSAGES = {
  weightInvalid: '*น้ำหนักต้องเป็นจำนวนเต็ม 0-100',
  playedAwayInvalid: '*จำนวนเงินต้องอยู่ระหว่าง 0-1,000 บาท',
  providerInvalid: '*รหัสค่ายเกมไม่ถูกต้อง',
  tooManyProviders: '*ตั้งค่าได้ไม่เกิน 50 ค่าย',
  depositIdsInvalid: 'ids ต้องเป็นรหัสรายการฝากคั่นด้วยจุลภาค ไม่เกิน 100 รายการ',
} as const;
