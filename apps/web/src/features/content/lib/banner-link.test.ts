import { describe, expect, it } from 'vitest';
import { bannerTarget } from './banner-link';

describe('bannerTarget', () => {
  it('keeps a path of the site inside the app', () => {
    expect(bannerTarget('/promotion')).toEqual({ kind: 'internal', to: '/promotion' });
  });

  it('opens http(s) addresses outside', () => {
    expect(bannerTarget('https://example.com/a?b=1')).toEqual({ kind: 'external', href: 'https://example.com/a?b=1' });
    expect(bannerTarget(' http://example.com ')).toEqual({ kind: 'external', href: 'http://example.com/' });
  });

  it('is no link for empty, protocol-relative or script addresses', () => {
    expect(bannerTarget(null)).toBeNull();
    expect(bannerTarget('')).toBeNull();
    expect(bannerTarget('//evil.example')).toBeNull();
    // Browsers read a backslash as a slash: `/\evil.example` would leave the site.
    expect(bannerTarget('/\\evil.example')).toBeNull();
    expect(bannerTarget('/\\/evil.example')).toBeNull();
    expect(bannerTarget('\\\\evil.example')).toBeNull();
    expect(bannerTarget('/\t/evil.example')).toBeNull();
    expect(bannerTarget('javascript:alert(1)')).toBeNull();
    expect(bannerTarget('not a url')).toBeNull();
  });
});
