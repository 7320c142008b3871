import { safeNext } from './safe-next';

describe('safeNext', () => {
  it.each([
    ['/members/0812345678?tab=ledger', '/members/0812345678?tab=ledger'],
    ['/audit', '/audit'],
  ])('keeps a path inside the back office: %s', (next, expected) => {
    expect(safeNext(next)).toBe(expected);
  });

  it.each([null, '', 'https://evil.example', '//evil.example/x', '/\\evil.example', 'audit', '/login?next=/x'])(
    'answers the home screen for %s',
    (next) => {
      expect(safeNext(next)).toBe('/');
    },
  );
});
