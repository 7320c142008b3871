/** What the register dialog says about the referral code of its link (decision 0018). */
export const REFERRAL_TEXTS = {
  /** A `prefix` that cannot be a referral code: the member registers without a referrer. */
  unknownCode: (code: string) => `ไม่พบรหัสแนะนำ "${code}" การสมัครครั้งนี้จะไม่มีผู้แนะนำ`,
  /** After a registration whose code attached nobody (a well-formed code no affiliate owns, decision 0018). */
  notAttached: (code: string) => `ไม่พบรหัสแนะนำ "${code}" บัญชีนี้จึงไม่มีผู้แนะนำ`,
} as const;
