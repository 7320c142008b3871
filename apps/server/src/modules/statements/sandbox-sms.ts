/**
 * The sandbox bank's credit notifications, in the formats `bank-sms/` reads (decision 0160): what the
 * site's phone would receive for a transfer at `at` (Bangkok time, to the minute). The sandbox bank
 * sends SCB's; the tests and the benchmark use both.
 */

const baht = (satang: number) =>
  (satang / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

function bangkokStamp(at: Date) {
  const local = new Date(at.getTime() + 7 * 3_600_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return {
    date: `${two(local.getUTCDate())}/${two(local.getUTCMonth() + 1)}`,
    time: `${two(local.getUTCHours())}:${two(local.getUTCMinutes())}`,
  };
}

/** SCB's credit without the sender, to the account ending in `accountNumber`'s last six digits. */
export function scbCreditSms(accountNumber: string, amountSatang: number, balanceSatang: number, at: Date): string {
  const { date, time } = bangkokStamp(at);
  const digits = accountNumber.replace(/\D/g, '').slice(-6);
  return `เงิน ${baht(amountSatang)}บ เข้าบ/ชx${digits} ${date}@${time} ใช้ได้ ${baht(balanceSatang)}บ`;
}

/** KBank's credit naming the sender's account (`รับโอนจาก`), to the account showing `receivingDigits`. */
export function kbankCreditSms(
  receivingDigits: string,
  senderDigits: string,
  amountSatang: number,
  balanceSatang: number,
  at: Date,
): string {
  const { date, time } = bangkokStamp(at);
  return `${date} ${time} บช X-${receivingDigits} รับโอนจาก X-${senderDigits} ${baht(amountSatang)} คงเหลือ ${baht(balanceSatang)} บ.`;
}
