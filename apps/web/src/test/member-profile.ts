import type { MemberProfile } from '@member/shared';

/** The member the page tests sign in as; a test overrides what it is about (level, bank, bonus…). */
export function memberProfile(overrides: Partial<MemberProfile> = {}): MemberProfile {
  return {
    id: '1',
    first_name: 'สมชาย',
    last_name: 'ใจดี',
    tel: '0812345678',
    member_level: 'normal',
    bank: { code: 'scb', name: 'ธนาคารไทยพาณิชย์', number: '1234567890', number_masked: '•••• 7890' },
    line_id: null,
    know_us: null,
    bonus: 0,
    game_username: '0812345678',
    ...overrides,
  };
}
