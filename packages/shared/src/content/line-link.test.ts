import { describe, expect, it } from 'vitest';
import { lineAddFriendUrl } from './content';

describe('lineAddFriendUrl', () => {
  it('links an official account (@id) with the @ encoded', () => {
    expect(lineAddFriendUrl('@wallet88')).toBe('https://line.me/R/ti/p/%40wallet88');
  });

  it('links a personal id with a tilde', () => {
    expect(lineAddFriendUrl('somchai.j')).toBe('https://line.me/R/ti/p/~somchai.j');
  });

  it('ignores surrounding spaces', () => {
    expect(lineAddFriendUrl('  @abc  ')).toBe('https://line.me/R/ti/p/%40abc');
    expect(lineAddFriendUrl(' abc_1 ')).toBe('https://line.me/R/ti/p/~abc_1');
  });

  it('encodes characters that do not belong in a path', () => {
    expect(lineAddFriendUrl('a b/c?d')).toBe('https://line.me/R/ti/p/~a%20b%2Fc%3Fd');
    expect(lineAddFriendUrl('@x#y')).toBe('https://line.me/R/ti/p/%40x%23y');
  });

  it('has no link for a missing or blank id', () => {
    expect(lineAddFriendUrl(null)).toBeNull();
    expect(lineAddFriendUrl(undefined)).toBeNull();
    expect(lineAddFriendUrl('   ')).toBeNull();
    expect(lineAddFriendUrl('@')).toBeNull();
  });
});
