/** Texts of the guest landing and the member home (issue 11). */
export const HOME = {
  whyJoinTitle: 'ทำไมต้องสมัครกับเรา',
  whyJoin: [
    'ฝาก-ถอนอัตโนมัติ เงินเข้าภายในไม่กี่นาที',
    'โปรโมชั่นและโบนัสสำหรับสมาชิกทุกระดับ',
    'คืนยอดเสียให้ทุกรอบ',
    'ทีมงานดูแลตลอด 24 ชั่วโมง',
  ],
  promotionsTitle: 'โปรโมชั่นแนะนำ',
  quickActionsTitle: 'เมนูลัด',
  recentTitle: 'รายการล่าสุด',
  viewAll: 'ดูทั้งหมด',
} as const;
