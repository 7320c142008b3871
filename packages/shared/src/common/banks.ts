/**
 * The bank list of SPEC.md §3: every code that has a logo, with its Thai display name.
 * `kind` says where a code may be used: members register with a `bank` or the `wallet`;
 * `promptpay` and the `gateway` codes are deposit channels only (decision 0003).
 */
export type BankKind = 'bank' | 'wallet' | 'promptpay' | 'gateway';

export interface Bank {
  code: string;
  name: string;
  /** Short Latin name printed on the logo. */
  shortName: string;
  /** Brand colour of the logo background. */
  color: string;
  kind: BankKind;
  /** The bank this one merged into: existing accounts keep the code, new ones may not choose it (decision 0003). */
  mergedInto?: string;
}

export const WALLET_BANK_CODE = 'tmn';

export const BANKS: readonly Bank[] = [
  { code: 'kbnk', name: 'ธนาคารกสิกรไทย', shortName: 'KBank', color: '#138f2d', kind: 'bank' },
  { code: 'scb', name: 'ธนาคารไทยพาณิชย์', shortName: 'SCB', color: '#4e2e7f', kind: 'bank' },
  { code: 'ktba', name: 'ธนาคารกรุงไทย', shortName: 'KTB', color: '#1ba5e1', kind: 'bank' },
  { code: 'bbla', name: 'ธนาคารกรุงเทพ', shortName: 'BBL', color: '#1e4598', kind: 'bank' },
  { code: 'bay', name: 'ธนาคารกรุงศรีอยุธยา', shortName: 'BAY', color: '#fec43b', kind: 'bank' },
  { code: 'ttb', name: 'ธนาคารทหารไทยธนชาต', shortName: 'ttb', color: '#0050f0', kind: 'bank' },
  { code: 'tmb', name: 'ธนาคารทหารไทย', shortName: 'TMB', color: '#1279be', kind: 'bank', mergedInto: 'ttb' },
  { code: 'tbank', name: 'ธนาคารธนชาต', shortName: 'TBANK', color: '#fc4f1f', kind: 'bank', mergedInto: 'ttb' },
  { code: 'gsb', name: 'ธนาคารออมสิน', shortName: 'GSB', color: '#eb198d', kind: 'bank' },
  { code: 'baac', name: 'ธนาคารเพื่อการเกษตรและสหกรณ์การเกษตร', shortName: 'BAAC', color: '#4b9b1d', kind: 'bank' },
  { code: 'ghb', name: 'ธนาคารอาคารสงเคราะห์', shortName: 'GHB', color: '#f57d23', kind: 'bank' },
  { code: 'ibank', name: 'ธนาคารอิสลามแห่งประเทศไทย', shortName: 'iBank', color: '#184615', kind: 'bank' },
  { code: 'kkp', name: 'ธนาคารเกียรตินาคินภัทร', shortName: 'KKP', color: '#199cc5', kind: 'bank' },
  { code: 'tisco', name: 'ธนาคารทิสโก้', shortName: 'TISCO', color: '#12549f', kind: 'bank' },
  { code: 'cimb', name: 'ธนาคารซีไอเอ็มบี ไทย', shortName: 'CIMB', color: '#7e2f36', kind: 'bank' },
  { code: 'uob', name: 'ธนาคารยูโอบี', shortName: 'UOB', color: '#0b3979', kind: 'bank' },
  { code: 'lhbank', name: 'ธนาคารแลนด์ แอนด์ เฮ้าส์', shortName: 'LH Bank', color: '#6d6e71', kind: 'bank' },
  { code: 'tcd', name: 'ธนาคารไทยเครดิต', shortName: 'TCRB', color: '#0a4ab3', kind: 'bank' },
  { code: 'icbt', name: 'ธนาคารไอซีบีซี (ไทย)', shortName: 'ICBC TH', color: '#c4161c', kind: 'bank' },
  { code: 'scbt', name: 'ธนาคารสแตนดาร์ดชาร์เตอร์ด (ไทย)', shortName: 'SCBT', color: '#0072aa', kind: 'bank' },
  { code: 'citi', name: 'ธนาคารซิตี้แบงก์', shortName: 'Citi', color: '#056dae', kind: 'bank' },
  { code: 'hsbc', name: 'ธนาคารเอชเอสบีซี', shortName: 'HSBC', color: '#db0011', kind: 'bank' },
  { code: 'icbc', name: 'ธนาคารไอซีบีซี', shortName: 'ICBC', color: '#c7000b', kind: 'bank' },
  { code: 'boa', name: 'ธนาคารแห่งอเมริกา', shortName: 'BofA', color: '#012169', kind: 'bank' },
  { code: 'bnp', name: 'ธนาคารบีเอ็นพี พาริบาส์', shortName: 'BNP', color: '#00915a', kind: 'bank' },
  { code: 'cacib', name: 'ธนาคารเครดิต อากริกอล', shortName: 'CA-CIB', color: '#006a4e', kind: 'bank' },
  { code: 'db', name: 'ธนาคารดอยซ์แบงก์', shortName: 'DB', color: '#0018a8', kind: 'bank' },
  { code: 'jpm', name: 'ธนาคารเจพีมอร์แกน เชส', shortName: 'JPM', color: '#5a4636', kind: 'bank' },
  { code: 'mega', name: 'ธนาคารเมกะ สากลพาณิชย์', shortName: 'MEGA', color: '#00694a', kind: 'bank' },
  { code: 'mizuho', name: 'ธนาคารมิซูโฮ', shortName: 'Mizuho', color: '#002b7f', kind: 'bank' },
  { code: 'mufg', name: 'ธนาคารเอ็มยูเอฟจี', shortName: 'MUFG', color: '#e60000', kind: 'bank' },
  { code: 'rbs', name: 'ธนาคารรอยัลแบงก์ออฟสกอตแลนด์', shortName: 'RBS', color: '#1d3c78', kind: 'bank' },
  { code: 'smbc', name: 'ธนาคารซูมิโตโม มิตซุย แบงกิ้ง คอร์ปอเรชั่น', shortName: 'SMBC', color: '#004831', kind: 'bank' },
  { code: 'tmn', name: 'ทรูมันนี่ วอลเล็ท', shortName: 'TrueMoney', color: '#ff8300', kind: 'wallet' },
  { code: 'promptpay', name: 'พร้อมเพย์', shortName: 'PromptPay', color: '#113566', kind: 'promptpay' },
  { code: 'cp', name: 'พร้อมเพย์ QR ช่องทาง 1', shortName: 'QR 1', color: '#0f766e', kind: 'gateway' },
  { code: 'ppyp', name: 'พร้อมเพย์ QR ช่องทาง 2', shortName: 'QR 2', color: '#7c3aed', kind: 'gateway' },
];

const BY_CODE = new Map(BANKS.map((bank) => [bank.code, bank]));

export function findBank(code: string): Bank | undefined {
  return BY_CODE.get(code);
}

/** Codes a member's account may hold: every bank and the wallet, merged banks included (older accounts). */
export const MEMBER_BANK_CODES: readonly string[] = BANKS.filter(
  (bank) => bank.kind === 'bank' || bank.kind === 'wallet',
).map((bank) => bank.code);

/** Banks that merged into another (TMB and Thanachart into ttb): kept for existing accounts only. */
export const MERGED_BANK_CODES: readonly string[] = BANKS.filter((bank) => bank.mergedInto).map((bank) => bank.code);

/** Codes a new member may register with: the member codes less the merged banks. */
export const REGISTERABLE_BANK_CODES: readonly string[] = MEMBER_BANK_CODES.filter(
  (code) => !MERGED_BANK_CODES.includes(code),
);

export function isMergedBank(code: string): boolean {
  return MERGED_BANK_CODES.includes(code);
}

export function isWalletBank(code: string | null | undefined): boolean {
  return code === WALLET_BANK_CODE;
}
