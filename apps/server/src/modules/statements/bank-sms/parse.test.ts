import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BAY_FIXTURES } from './fixtures/bay.js';
import { BBLA_FIXTURES } from './fixtures/bbla.js';
import { COMMON_UNPARSED, type SmsFixture } from './fixtures/fixture.js';
import { KBNK_FIXTURES } from './fixtures/kbnk.js';
import { KTBA_FIXTURES } from './fixtures/ktba.js';
import { SCB_FIXTURES } from './fixtures/scb.js';
import { TTB_FIXTURES } from './fixtures/ttb.js';
import { parseBankSms, type SmsBank } from './index.js';
import { satangOf } from './parts.js';

const BY_BANK: Record<SmsBank, readonly SmsFixture[]> = {
  kbnk: KBNK_FIXTURES,
  scb: SCB_FIXTURES,
  ktba: KTBA_FIXTURES,
  bbla: BBLA_FIXTURES,
  bay: BAY_FIXTURES,
  ttb: TTB_FIXTURES,
};

function expectedOf(fixture: SmsFixture) {
  const e = fixture.expected;
  return e.kind === 'credit' ? { ...e, occurredAt: new Date(e.occurredAt) } : e;
}

describe('parseBankSms: every fixture gives exactly its expected answer', () => {
  for (const [bank, fixtures] of Object.entries(BY_BANK)) {
    describe(bank, () => {
      it('has credits and unparsed messages', () => {
        expect(fixtures.filter((f) => f.expected.kind === 'credit').length).toBeGreaterThanOrEqual(2);
        expect(fixtures.filter((f) => f.expected.kind === 'unparsed').length).toBeGreaterThanOrEqual(3);
      });
      for (const fixture of [...fixtures, ...COMMON_UNPARSED]) {
        it(fixture.name, () => {
          expect(parseBankSms(fixture.text, new Date(fixture.receivedAt))).toStrictEqual(expectedOf(fixture));
        });
      }
      for (const fixture of fixtures.filter((f) => f.expected.kind === 'credit')) {
        it(`${fixture.name}: a negative amount is not a credit`, () => {
          const e = fixture.expected;
          if (e.kind !== 'credit') throw new Error('a credit fixture');
          const printed = fixture.text.match(/\d[\d,]*\.\d{2}/)?.[0] ?? '';
          const negative = fixture.text.replace(printed, `-${printed}`);
          expect(parseBankSms(negative, new Date(fixture.receivedAt)).kind).toBe('unparsed');
        });
        it(`${fixture.name}: the same text with a line break and extra spaces parses the same`, () => {
          const spaced = `  ${fixture.text.replace(' ', ' \n ')}\n`;
          expect(parseBankSms(spaced, new Date(fixture.receivedAt))).toStrictEqual(expectedOf(fixture));
        });
      }
    });
  }
});

/** A satang value printed as the banks print it. */
function printed(satang: number, commas: boolean): string {
  const baht = Math.floor(satang / 100).toString();
  const cents = (satang % 100).toString().padStart(2, '0');
  return `${commas ? baht.replace(/\B(?=(\d{3})+(?!\d))/g, ',') : baht}.${cents}`;
}

const TEMPLATES: { bank: SmsBank; receivedAt: string; text: (amount: string) => string }[] = [
  {
    bank: 'kbnk',
    receivedAt: '2025-05-17T09:27:30Z',
    text: (a) => `17/05/68 16:27 บช X-9426 เงินเข้า ${a} คงเหลือ ${a} บ.`,
  },
  {
    bank: 'scb',
    receivedAt: '2025-05-18T07:44:40Z',
    text: (a) => `18/05@14:44 ${a} จากKTB/x129439เข้าx997010 ใช้ได้${a}บ`,
  },
  { bank: 'scb', receivedAt: '2025-05-18T07:45:30Z', text: (a) => `เงิน ${a}บ เข้าบ/ชx963071 18/05@14:45 ใช้ได้ ${a}บ` },
  { bank: 'ktba', receivedAt: '2025-05-17T09:27:50Z', text: (a) => `17-05@16:27 บชX58589X:เงินเข้า ${a}บ ใช้ได้ ${a}บ` },
  {
    bank: 'bbla',
    receivedAt: '2025-05-18T03:00:00Z',
    text: (a) => `เงินเข้าบ/ชX0272 จากพร้อมเพย์ผ่านMB ${a}บ เงินในบ/ชใช้ได้${a}บ`,
  },
  { bank: 'bay', receivedAt: '2025-05-17T09:27:10Z', text: (a) => `โอนเข้า xxx170203x ${a} เหลือ ${a} (17/5/68,16:27)` },
  { bank: 'ttb', receivedAt: '2025-05-24T04:42:30Z', text: (a) => `มีเงิน${a}บ.โอนเข้าบ/ชxx5440เหลือ${a}บ.24/05/25@11:42` },
];

const MAX_SATANG = 1_000_000_000; // 10,000,000.00 baht

describe('amounts', () => {
  it('round-trip exactly for any satang value up to 10,000,000.00, with or without commas, in every format', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: MAX_SATANG }),
        fc.boolean(),
        fc.constantFrom(...TEMPLATES),
        (satang, commas, template) => {
          const amount = printed(satang, commas);
          expect(satangOf(amount)).toBe(satang);
          const answer = parseBankSms(template.text(amount), new Date(template.receivedAt));
          expect(answer).toMatchObject({
            kind: 'credit',
            bank: template.bank,
            amountSatang: satang,
            balanceSatang: satang,
          });
        },
      ),
      { numRuns: 500 },
    );
  });

  it('zero is refused in every format', () => {
    for (const template of TEMPLATES) {
      expect(parseBankSms(template.text('0.00'), new Date(template.receivedAt))).toStrictEqual({
        kind: 'unparsed',
        reason: 'zero-amount',
      });
    }
  });

  it('takes only digits, optional thousands commas and exactly two decimals', () => {
    expect(satangOf('1,234,567.89')).toBe(123456789);
    expect(satangOf('0.01')).toBe(1);
    for (const bad of ['1,23.00', '1234,567.00', '12.3', '12', '-5.00', '1.234', '', ',100.00', '1e3.00']) {
      expect(satangOf(bad)).toBeNull();
    }
  });
});

const VOCABULARY = [...'เงินเข้าบชโอนจากคงเหลือใช้ได้มีผ่านถอนรับ', ...'0123456789', ...'/@:,.-() xXMBKTB\n'];

describe('random text', () => {
  it('is never a credit', () => {
    const receivedAt = new Date('2026-01-02T03:00:00Z');
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ maxLength: 200 }), fc.string({ unit: fc.constantFrom(...VOCABULARY), maxLength: 120 })),
        (text) => {
          expect(parseBankSms(text, receivedAt).kind).toBe('unparsed');
        },
      ),
      { numRuns: 2000 },
    );
  });
});
