import { describe, expect, it } from 'vitest';
import { loginRedirectTarget, urlWithoutCredentials } from './login-redirect';

describe('loginRedirectTarget', () => {
  it.each([
    ['', null],
    ['?foo=1', null],
    ['?redirect=', null],
    ['?redirect=tx/deposit', '/tx/deposit'],
    ['?redirect=promotion&id=7', '/promotion?id=7'],
    ['?tel=0812345678&password=pw&redirect=refer/stats&week=2', '/refer/stats?week=2'],
    ['?redirect=//evil.example', '/evil.example'],
    // A tab or a backslash after the first slash would make `//evil.example` in a browser: no redirect.
    ['?redirect=%09/evil.example', null],
    ['?redirect=/%5Cevil.example', '/evil.example'],
    ['?redirect=a%5C%5Cb', null],
  ])('%s → %s', (search, target) => {
    expect(loginRedirectTarget(search)).toBe(target);
  });
});

describe('urlWithoutCredentials', () => {
  it('drops tel and password only', () => {
    expect(urlWithoutCredentials('/', '?tel=1&password=2&prefix=AB')).toBe('/?prefix=AB');
    expect(urlWithoutCredentials('/', '?tel=1&password=2')).toBe('/');
  });
});
