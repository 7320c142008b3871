import type { Queryable } from '../../db/database';
import { type DemoArt, storeDemoArt } from '../../demo/art';
import type { FileStorage } from '../../lib/storage';

/**
 * The demo's promotions (decision 0050), so a fresh embedded database has something to show: a
 * first-deposit 100 % up to 500 baht, a daily 10 % deposit bonus, a weekly 5 % return of losses.
 * Each is inserted only when no promotion has its title (the seed may run again), with its art (decision
 * 0027) when the seed has a storage: the art comes with the promotion, so an operator's later image stays.
 */
export const DEMO_PROMOTIONS = [
  {
    title: 'สมาชิกใหม่ ฝากครั้งแรก รับโบนัส 100%',
    art: 'promo-first-deposit' satisfies DemoArt,
    description:
      '<p>ฝากครั้งแรกรับโบนัส <strong>100%</strong> สูงสุด 500 บาท</p>' +
      '<ul><li>ฝากขั้นต่ำ 100 บาท</li><li>ทำเทิร์นโอเวอร์ 5 เท่าของยอดฝากรวมโบนัส</li>' +
      '<li>รับได้ครั้งเดียวต่อสมาชิก</li></ul>',
    kind: 'deposit_percent',
    rateBp: 10_000,
    maxBonusSatang: 50_000,
    fixedBonusSatang: null,
    period: null,
    minDepositSatang: 10_000,
    firstDepositOnly: true,
    oncePerMember: true,
    oncePerDay: false,
    turnoverMultiple: 5,
    sortOrder: 1,
  },
  {
    title: 'ฝากรายวัน รับโบนัส 10%',
    art: 'promo-daily' satisfies DemoArt,
    description:
      '<p>ฝากวันละครั้ง รับโบนัสเพิ่ม <strong>10%</strong> สูงสุด 1,000 บาท</p>' +
      '<ul><li>ฝากขั้นต่ำ 100 บาท</li><li>ทำเทิร์นโอเวอร์ 3 เท่า</li><li>รับได้วันละ 1 ครั้ง</li></ul>',
    kind: 'deposit_percent',
    rateBp: 1_000,
    maxBonusSatang: 100_000,
    fixedBonusSatang: null,
    period: null,
    minDepositSatang: 10_000,
    firstDepositOnly: false,
    oncePerMember: false,
    oncePerDay: true,
    turnoverMultiple: 3,
    sortOrder: 2,
  },
  {
    title: 'คืนยอดเสียรายสัปดาห์ 5%',
    art: 'promo-return-loss' satisfies DemoArt,
    description:
      '<p>รับคืน <strong>5%</strong> ของยอดเสียสุทธิทุกสัปดาห์ (จันทร์ถึงอาทิตย์) สูงสุด 5,000 บาท</p>' +
      '<p>กดรับได้ที่หน้า ถอนคืนยอดเสีย ตั้งแต่วันจันทร์ถัดไป</p>',
    kind: 'return_loss',
    rateBp: 500,
    maxBonusSatang: 500_000,
    fixedBonusSatang: null,
    period: 'weekly',
    minDepositSatang: 0,
    firstDepositOnly: false,
    oncePerMember: false,
    oncePerDay: false,
    turnoverMultiple: 1,
    sortOrder: 3,
  },
] as const;

export async function seedPromotions(db: Queryable, demoMemberTel: string, storage: FileStorage | null): Promise<void> {
  // The demo member wants bonuses, so the deposit page shows the demo promotions at once.
  await db.query('UPDATE members SET bonus = 1 WHERE tel = $1 AND NOT EXISTS (SELECT 1 FROM promotions)', [
    demoMemberTel,
  ]);
  for (const p of DEMO_PROMOTIONS) {
    const exists = await db.query('SELECT 1 FROM promotions WHERE title = $1', [p.title]);
    if (exists.rows.length > 0) continue;
    const imageKey = storage ? await storeDemoArt(storage, p.art) : null;
    await db.query(
      `INSERT INTO promotions (title, description, kind, rate_bp, max_bonus_satang, fixed_bonus_satang, period,
         min_deposit_satang, first_deposit_only, once_per_member, once_per_day, turnover_multiple, sort_order, start_at,
         image_key)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, now() - interval '1 day', $14)`,
      [
        p.title,
        p.description,
        p.kind,
        p.rateBp,
        p.maxBonusSatang,
        p.fixedBonusSatang,
        p.period,
        p.minDepositSatang,
        p.firstDepositOnly,
        p.oncePerMember,
        p.oncePerDay,
        p.turnoverMultiple,
        p.sortOrder,
        imageKey,
      ],
    );
  }
}
