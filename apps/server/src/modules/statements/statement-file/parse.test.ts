import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FILE_FIXTURES, fixtureBytes, type FileFixture } from './fixtures/fixtures.js';
import {
  parseStatementFile,
  StatementFileError,
  type StatementFileErrorCode,
  type StatementFileLayout,
  type StatementFileResult,
} from './index.js';

const utf8 = (text: string) => new TextEncoder().encode(text);

function withoutKeys(result: StatementFileResult) {
  return { ...result, lines: result.lines.map(({ raw: _raw, dedupeKey: _key, ...line }) => line) };
}

function expectedOf(fixture: FileFixture) {
  const e = fixture.expected;
  return { ...e, lines: e.lines.map((line) => ({ ...line, occurredAt: new Date(line.occurredAt) })) };
}

function thrown(layout: StatementFileLayout, bytes: Uint8Array): StatementFileErrorCode | 'no error' {
  try {
    parseStatementFile(layout, bytes);
  } catch (error) {
    if (error instanceof StatementFileError) return error.code;
    throw error;
  }
  return 'no error';
}

/** A K BIZ statement around the given data rows, in the shape of the public sample. */
function kbiz(rows: readonly string[], period = '01/03/2023 - 31/03/2023'): string {
  return [
    '\ufeffรายการเดินบัญชีเงินฝากออมทรัพย์ (มีรายละเอียด),,,,,,,,,,,,',
    'K-DEPOSIT STATEMENT OF SAVING ACCOUNT (WITH DETAIL),,,,,,,,,,,,',
    ',,,,,,,Account Number,,,,XXX-X-XX861-4,',
    `,,,,,,,Period,,,,${period},`,
    ',Date,"Time/\nEff.Date",Descriptions,Withdrawal,,Deposit,,"Outstanding\nBalance",,Channel,,Details',
    ...rows,
    '',
  ].join('\n');
}
const kbizCredit = (date = '05-03-23', time = '10:00', deposit = '100.00', details = 'From X1111 A') =>
  `,${date},${time},Transfer Deposit,,,${deposit},,"1,000.00",,K PLUS,,${details}`;

const SCB_HEADER = 'Date\tTime\tTransaction\tChannel\tDescription\tChq No\tWithdrawal\tDeposits\tBalance';
function scb(rows: readonly string[]): string {
  return [SCB_HEADER, ...rows, ''].join('\n');
}
const scbRow = (date: string, time: string, withdrawal: string, deposit: string, description = 'ENET TRANSFER') =>
  `${date}\t${time}\tX1\tENET\t${description}\t\t${withdrawal}\t${deposit}\t+1,000.00`;

describe('parseStatementFile: every fixture file gives exactly its expected answer', () => {
  for (const layout of ['kbnk', 'scb'] as const) {
    it(`${layout} has at least two files, with debits skipped, Windows-874 and a BOM among them`, () => {
      const files = FILE_FIXTURES.filter((f) => f.layout === layout);
      expect(files.length).toBeGreaterThanOrEqual(2);
      expect(files.some((f) => f.windows874)).toBe(true);
      expect(files.some((f) => f.expected.skipped.some((s) => s.reason === 'debit'))).toBe(true);
    });
  }
  for (const fixture of FILE_FIXTURES) {
    describe(fixture.name, () => {
      const bytes = fixtureBytes(fixture);
      it('reads the account, the credits, the skipped rows', () => {
        expect(withoutKeys(parseStatementFile(fixture.layout, bytes))).toStrictEqual(expectedOf(fixture));
      });
      it('keeps each line’s row as it stands in the file, and a SHA-256 dedupe key', () => {
        const text = new TextDecoder(fixture.windows874 ? 'windows-874' : 'utf-8').decode(bytes);
        for (const line of parseStatementFile(fixture.layout, bytes).lines) {
          expect(text.split(/\r?\n/)).toContain(line.raw);
          expect(line.dedupeKey).toMatch(/^[0-9a-f]{64}$/);
        }
      });
      it('gives the same dedupe keys when the same file is uploaded again', () => {
        const first = parseStatementFile(fixture.layout, bytes).lines.map((l) => l.dedupeKey);
        const again = parseStatementFile(fixture.layout, Uint8Array.from(bytes)).lines.map((l) => l.dedupeKey);
        expect(again).toStrictEqual(first);
        expect(new Set(first).size).toBe(first.length);
      });
      if (fixture.windows874) {
        it('is not UTF-8, and reads the same as its UTF-8 text (keys included)', () => {
          expect(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toThrow();
          const asUtf8 = utf8(new TextDecoder('windows-874').decode(bytes));
          expect(parseStatementFile(fixture.layout, asUtf8)).toStrictEqual(parseStatementFile(fixture.layout, bytes));
        });
      }
    });
  }
});

describe('dedupe keys', () => {
  it('two identical rows of one file stay two lines with two keys', () => {
    for (const [layout, text] of [
      ['kbnk', kbiz([kbizCredit(), kbizCredit()])],
      ['scb', scb([scbRow('05/03/2023', '10:00', '', '+100.00'), scbRow('05/03/2023', '10:00', '', '+100.00')])],
    ] as const) {
      const { lines } = parseStatementFile(layout, utf8(text));
      expect(lines).toHaveLength(2);
      expect(lines[0]!.raw).toBe(lines[1]!.raw);
      expect(lines[0]!.dedupeKey).not.toBe(lines[1]!.dedupeKey);
    }
  });
  it('do not depend on the row’s place: a later export with more rows gives the same keys', () => {
    const alone = parseStatementFile('kbnk', utf8(kbiz([kbizCredit()]))).lines;
    const later = parseStatementFile(
      'kbnk',
      utf8(kbiz([`,01-03-23,09:00,Payment,50.00,,,,"950.00",,K BIZ,,Paid`, kbizCredit(), kbizCredit('06-03-23')])),
    ).lines;
    expect(later[0]!.dedupeKey).toBe(alone[0]!.dedupeKey);
    expect(later[1]!.dedupeKey).not.toBe(alone[0]!.dedupeKey);
  });
  it('differ when the amount, the time or the sender differs', () => {
    const keys = [kbizCredit(), kbizCredit('05-03-23', '10:01'), kbizCredit(undefined, undefined, '100.01')]
      .concat(kbizCredit(undefined, undefined, undefined, 'From X2222 A'))
      .map((row) => parseStatementFile('kbnk', utf8(kbiz([row]))).lines[0]!.dedupeKey);
    expect(new Set(keys).size).toBe(keys.length);
  });
  it('are the same with or without a BOM and with CRLF or LF', () => {
    const text = kbiz([kbizCredit()]);
    const plain = parseStatementFile('kbnk', utf8(text));
    expect(parseStatementFile('kbnk', utf8(text.replace(/^\ufeff/, '').replace(/\n/g, '\r\n')))).toStrictEqual(plain);
  });
});

describe('amounts are exact to the satang', () => {
  const printed = (satang: number) =>
    `${Math.floor(satang / 100)
      .toString()
      .replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${(satang % 100).toString().padStart(2, '0')}`;
  it('any deposit from 0.01 to 10,000,000.00 baht round-trips in both layouts', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000_000 }), (satang) => {
        const k = parseStatementFile('kbnk', utf8(kbiz([kbizCredit(undefined, undefined, `"${printed(satang)}"`)])));
        const s = parseStatementFile('scb', utf8(scb([scbRow('05/03/2023', '10:00', ' ', `+${printed(satang)}`)])));
        expect(k.lines[0]!.amountSatang).toBe(satang);
        expect(s.lines[0]!.amountSatang).toBe(satang);
      }),
    );
  });
});

describe('malformed rows are rejected, never guessed', () => {
  const kbnkCases: [string, string][] = [
    [kbizCredit(undefined, undefined, '"1,2O0.00"'), 'bad-amount'],
    [kbizCredit(undefined, undefined, '1500'), 'bad-amount'],
    [kbizCredit(undefined, undefined, '-100.00'), 'bad-amount'],
    [kbizCredit(undefined, undefined, '"1,00.00"'), 'bad-amount'],
    [kbizCredit(undefined, undefined, '0.00'), 'zero-amount'],
    [kbizCredit('31-02-23'), 'bad-date'],
    [kbizCredit('05/03/2023'), 'bad-date'],
    [kbizCredit('05-03-24'), 'outside-period'],
    [kbizCredit(undefined, ''), 'bad-time'],
    [kbizCredit(undefined, '24:00'), 'bad-time'],
    [kbizCredit(undefined, '06-03-23'), 'bad-time'],
    [`,05-03-23,10:00,Transfer,5.00,,100.00,,"1,000.00",,K PLUS,,From X1111 A`, 'both-amounts'],
    [`,05-03-23,10:00,Transfer,"5,0O.00",,,,"1,000.00",,K PLUS,,To X1111 A`, 'bad-amount'],
    [`,05-03-23,10:00,Transfer Deposit,,,100.00,,"1,000.00",,K PLUS`, 'column-count'],
  ];
  for (const [row, reason] of kbnkCases) {
    it(`kbnk ${reason}: ${row}`, () => {
      const result = parseStatementFile('kbnk', utf8(kbiz([row, kbizCredit()])));
      expect(result.rejected).toStrictEqual([{ row: 6, reason }]);
      expect(result.lines.map((l) => l.row)).toStrictEqual([7]);
    });
  }
  const scbCases: [string, string][] = [
    [scbRow('05/03/2023', '10:00', '', '-100.00'), 'wrong-sign'],
    [scbRow('05/03/2023', '10:00', '+100.00', ''), 'wrong-sign'],
    [scbRow('05/03/2023', '10:00', '', '+1OO.00'), 'bad-amount'],
    [scbRow('05/03/2023', '10:00', '', '+100'), 'bad-amount'],
    [scbRow('05/03/2023', '10:00', '', '+0.00'), 'zero-amount'],
    [scbRow('05/03/2023', '10:00', '-1.00', '+100.00'), 'both-amounts'],
    [scbRow('30/02/2023', '10:00', '', '+100.00'), 'bad-date'],
    [scbRow('2023-03-05', '10:00', '', '+100.00'), 'bad-date'],
    [scbRow('05/03/0023', '10:00', '', '+100.00'), 'bad-date'],
    [scbRow('05/03/2023', '10h00', '', '+100.00'), 'bad-time'],
    ['05/03/2023\t10:00\tX1\tENET\t+100.00', 'column-count'],
  ];
  for (const [row, reason] of scbCases) {
    it(`scb ${reason}: ${row}`, () => {
      const result = parseStatementFile('scb', utf8(scb([row, scbRow('05/03/2023', '10:00', '', '+1.00')])));
      expect(result.rejected).toStrictEqual([{ row: 2, reason }]);
      expect(result.lines.map((l) => l.row)).toStrictEqual([3]);
    });
  }
  it('a row without amounts (a balance, an opened account) is skipped', () => {
    const result = parseStatementFile(
      'kbnk',
      utf8(kbiz([',05-03-23,10:00,Open Account,,,,,0.00,,Branch,,', ',,,,,,,,,,,,'])),
    );
    expect(result.skipped).toStrictEqual([
      { row: 6, reason: 'not-a-transaction' },
      { row: 7, reason: 'not-a-transaction' },
    ]);
  });
});

describe('files that are not the layout are refused with StatementFileError', () => {
  const kbnkFile = fixtureBytes(FILE_FIXTURES.find((f) => f.layout === 'kbnk')!);
  const scbFile = fixtureBytes(FILE_FIXTURES.find((f) => f.layout === 'scb')!);
  const cases: [string, StatementFileLayout, Uint8Array, StatementFileErrorCode][] = [
    ['no bytes', 'kbnk', new Uint8Array(), 'empty'],
    ['blank lines', 'scb', utf8('\ufeff \r\n\r\n'), 'empty'],
    ['bytes neither UTF-8 nor Windows-874', 'kbnk', new Uint8Array([0x2c, 0xff, 0xfe, 0xdb]), 'not-text'],
    ['a NUL byte (a spreadsheet, an image)', 'scb', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00]), 'not-text'],
    ['an unclosed quote', 'kbnk', utf8(kbiz([',05-03-23,10:00,"Transfer,,,1.00'])), 'not-csv'],
    ['an SCB file as KBank', 'kbnk', scbFile, 'wrong-layout'],
    ['a KBank file as SCB', 'scb', kbnkFile, 'wrong-layout'],
    ['any CSV', 'scb', utf8('name,amount\nA,1.00\n'), 'wrong-layout'],
    ['SCB header with a column missing', 'scb', utf8(`${SCB_HEADER.replace('\tChq No', '')}\n`), 'wrong-layout'],
    [
      'KBank title without the column header',
      'kbnk',
      utf8(kbiz([]).replace('Descriptions', 'Description')),
      'no-column-header',
    ],
    ['KBank without a period', 'kbnk', utf8(kbiz([kbizCredit()]).replace('Period', 'Periode')), 'bad-period'],
    ['KBank impossible period', 'kbnk', utf8(kbiz([kbizCredit()], '01/03/2023 - 31/02/2023')), 'bad-period'],
    ['KBank period backwards', 'kbnk', utf8(kbiz([kbizCredit()], '31/03/2023 - 01/03/2023')), 'bad-period'],
    ['an unknown layout', 'bbla' as StatementFileLayout, kbnkFile, 'unknown-layout'],
  ];
  for (const [name, layout, bytes, code] of cases) {
    it(`${name}: ${code}`, () => {
      expect(thrown(layout, bytes)).toBe(code);
    });
  }
});

describe('text encodings that are not read', () => {
  it('UTF-16 (Excel’s "Unicode text") is refused, not read', () => {
    const text = scb([scbRow('05/03/2023', '10:00', '', '+1.00')]);
    const utf16 = new Uint8Array([
      0xff,
      0xfe,
      ...Array.from(text, (c) => [c.charCodeAt(0) & 0xff, c.charCodeAt(0) >> 8]).flat(),
    ]);
    expect(thrown('scb', utf16)).toBe('not-text');
  });
});
