/** What became of a slip's deposit request: approved by the slip, or left for an operator (no readable QR). */
export const SLIP_RESULTS = ['approved', 'review'] as const;
export type SlipResult = (typeof SLIP_RESULTS)[number];

/** The member's texts of the slip upload (deposit detail), and the server's refusals. */
export const SLIP_TEXTS = {
  title: 'แนบสลิปการโอน',
  hint: 'โอนแล้วแต่เครดิตยังไม่เข้า? แนบสลิปเพื่อให้ระบบตรวจสอบและเติมเครดิตทันที',
  choose: 'เลือกรูปสลิป',
  upload: 'ส่งสลิป',
  verifying: 'กำลังตรวจสอบสลิป…',
  approved: 'ตรวจสอบสลิปแล้ว เครดิตเข้ากระเป๋าเรียบร้อย',
  review: 'ได้รับสลิปแล้ว ระบบอ่าน QR บนสลิปไม่ได้ เจ้าหน้าที่จะตรวจสอบให้',
  /** What the server answers (422/400) when the slip does not prove this request. */
  errors: {
    notImage: 'ไฟล์ต้องเป็นรูปภาพ JPG หรือ PNG',
    notSlip: 'QR บนรูปนี้ไม่ใช่ QR ตรวจสอบสลิป กรุณาแนบสลิปการโอนจากแอปธนาคาร',
    notFound: 'ไม่พบรายการโอนของสลิปนี้ กรุณาตรวจสอบสลิปอีกครั้ง',
    used: 'สลิปนี้ถูกใช้ไปแล้ว',
    otherReceiver: 'สลิปนี้ไม่ได้โอนเข้าบัญชีของเว็บ',
    amountMismatch: 'ยอดเงินบนสลิปไม่ตรงกับยอดที่แจ้งฝาก',
    tooOld: 'สลิปนี้เก่าเกินกว่าจะใช้ได้',
    unavailable: 'ระบบตรวจสอบสลิปขัดข้องชั่วคราว กรุณาลองใหม่อีกครั้ง',
    notWaiting: 'รายการฝากนี้ไม่ได้รอตรวจสอบแล้ว',
  },
} as const;
