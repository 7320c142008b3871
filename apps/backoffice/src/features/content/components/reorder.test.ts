import { moveItem, orderedRows, sameOrder } from './reorder';

describe('moveItem', () => {
  it('moves an item up, down, to the ends', () => {
    expect(moveItem([1, 2, 3, 4], 2, 1)).toEqual([1, 3, 2, 4]);
    expect(moveItem([1, 2, 3, 4], 0, 3)).toEqual([2, 3, 4, 1]);
    expect(moveItem([1, 2, 3, 4], 3, 0)).toEqual([4, 1, 2, 3]);
  });
  it('clamps the target and ignores an index outside the list', () => {
    expect(moveItem([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(moveItem([1, 2, 3], 2, 9)).toEqual([1, 2, 3]);
    expect(moveItem([1, 2, 3], 5, 0)).toEqual([1, 2, 3]);
  });
  it('leaves its input as it was', () => {
    const ids = [1, 2, 3];
    moveItem(ids, 0, 2);
    expect(ids).toEqual([1, 2, 3]);
  });
});

describe('orderedRows', () => {
  const rows = [{ id: 1 }, { id: 2 }, { id: 3 }];
  it('is the server order without a draft', () => {
    expect(orderedRows(rows, null).map((r) => r.id)).toEqual([1, 2, 3]);
  });
  it('follows the draft, drops deleted rows and appends new ones', () => {
    expect(orderedRows(rows, [3, 1, 2]).map((r) => r.id)).toEqual([3, 1, 2]);
    expect(orderedRows(rows, [3, 9, 1]).map((r) => r.id)).toEqual([3, 1, 2]);
  });
});

describe('sameOrder', () => {
  it('compares position by position', () => {
    expect(sameOrder([1, 2], [1, 2])).toBe(true);
    expect(sameOrder([1, 2], [2, 1])).toBe(false);
    expect(sameOrder([1], [1, 2])).toBe(false);
  });
});
