import { liveTable } from './prize-table';

describe('the live figures of a prize table being edited', () => {
  it('gives each row its chance and expected value, and the totals of prizeTableStats', () => {
    const table = liveTable([
      { kind: 'coins', amount: 10, weight: 1 },
      { kind: 'credit', amount: 5, creditExpiryDays: 7, weight: 1 },
      { kind: 'profit', amount: 20, weight: 2 },
      { kind: 'nothing', weight: 4 },
    ]);
    expect(table?.rows).toEqual([
      { probability: 0.125, ev: 1.25 },
      { probability: 0.125, ev: 0.625 },
      { probability: 0.25, ev: 5 },
      { probability: 0.5, ev: 0 },
    ]);
    expect(table?.stats).toMatchObject({
      totalWeight: 8,
      evCoins: 1.25,
      evCredit: 0.63,
      evProfit: 5,
      evBaht: 5.63,
      maxPrizeBaht: 20,
    });
  });

  it('counts half-typed rows as nothing rather than failing', () => {
    const table = liveTable([
      { kind: 'credit', amount: Number.NaN, weight: 3 },
      { kind: 'coins', amount: 4, weight: Number.NaN },
    ]);
    expect(table?.rows).toEqual([
      { probability: 1, ev: 0 },
      { probability: 0, ev: 0 },
    ]);
  });

  it('has no figures while no row has a weight', () => {
    expect(liveTable([{ kind: 'coins', amount: 1, weight: 0 }])).toBeNull();
  });
});
