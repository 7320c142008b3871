/**
 * Texts of the promotion pages (/promotion, the deposit page's promotion picker, /tx/history/bonus,
 * /tx/withdraw/return-loss); exported through messages.ts. Ours (decision 0002). The history type
 * labels of SPEC.md §3 and the reasons the server gives are in promotion.ts (`PROMOTION_TEXTS`).
 */
export const PROMOTION = {
  title: 'โปรโมชั่น',
  empty: 'ยังไม่มีโปรโมชั่นในขณะนี้',
  endDate: 'สิ้นสุด',
  details: 'ดูรายละเอียด',
  claim: 'รับโปรโมชั่นนี้',
  minDeposit: 'ฝากขั้นต่ำ',
  turnover: 'ทำเทิร์นโอเวอร์',
  turnoverTimes: (multiple: number) => `${multiple} เท่า`,
  summaryPercent: (rate: string, max: string) => `โบนัส ${rate}% สูงสุด ${max} บาท`,
  summaryFixed: (amount: string) => `โบนัส ${amount} บาท`,
  summaryReturnLoss: (rate: string, period: string) => `คืนยอดเสีย ${rate}% ${period}`,
  picker: 'เลือกโปรโมชั่น',
  none: 'ไม่รับโปรโมชั่น',
  noneAvailable: 'ขณะนี้ไม่มีโปรโมชั่นที่รับได้',
  enableBonus: 'เปิดรับโบนัส',
  /** Beside the switch on the deposit page: an invitation, since a new member never chose to turn bonuses off. */
  bonusOffer: 'รับโบนัสจากโปรโมชั่นกับยอดฝากนี้ได้ เพียงเปิดรับโบนัส',
  /** The same invitation on a promotion's card of the list (/promotion). */
  bonusOfferCard: 'รับโบนัสจากโปรโมชั่นนี้ได้ เพียงเปิดรับโบนัส',
  /** Above the claim button of a card the member can claim now. */
  claimable: 'คุณรับโปรโมชั่นนี้ได้',
  bonusPreview: 'โบนัสที่จะได้รับ',
  bonusTypeAmount: 'กรอกจำนวนเงินเพื่อดูโบนัสที่จะได้รับ',
  bonusHistory: 'ประวัติโบนัสและโปรโมชั่น',
  /** A refused bonus in the history: its amount is struck through and the note says why. */
  bonusNotPaid: 'ไม่ได้รับโบนัสนี้',
  bonusDepositRejected: 'รายการฝากไม่ผ่านการอนุมัติ',
  returnLossTitle: 'คืนยอดเสีย',
  returnLossLink: 'รับคืนยอดเสีย',
  returnLossRate: 'อัตราคืนยอดเสีย',
  returnLossPeriod: 'รอบการคำนวณ',
  returnLossMax: 'คืนสูงสุดต่อรอบ',
  returnLossLoss: 'ยอดเสียสุทธิของรอบ',
  returnLossClaimable: 'ยอดที่รับคืนได้',
  returnLossClaim: 'รับยอดคืน',
  returnLossNone: 'ยังไม่มียอดเสียที่รับคืนได้ในรอบนี้',
  returnLossClaimed: (amount: string) => `ได้รับยอดคืน ${amount} บาท เข้ากระเป๋าเรียบร้อยแล้ว`,
  returnLossAlreadyClaimed: 'คุณรับยอดคืนของรอบนี้ไปแล้ว',
  /** The next step beside a claim of return of losses that has nothing to claim. */
  returnLossNext: 'ดูโปรโมชั่นอื่น',
  /** The action of an empty bonus history. */
  emptyBonusAction: 'ดูโปรโมชั่น',
} as const;
