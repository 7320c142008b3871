import { describe, expect, it } from 'vitest';
import { linkTarget } from './link-target';

describe('linkTarget', () => {
  it('keeps a path of the site', () => {
    expect(linkTarget('/promotion')).toEqual({ kind: 'internal', path: '/promotion' });
    expect(linkTarget(' /news?id=3#top ')).toEqual({ kind: 'internal', path: '/news?id=3#top' });
    expect(linkTarget('/')).toEqual({ kind: 'internal', path: '/' });
  });

  it('takes http(s) addresses with a host', () => {
    expect(linkTarget('https://example.com/a?b=1')).toEqual({ kind: 'external', href: 'https://example.com/a?b=1' });
    expect(linkTarget('http://example.com')).toEqual({ kind: 'external', href: 'http://example.com/' });
  });

  it.each([
    null,
    undefined,
    '',
    '   ',
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '/\\/evil.example',
    '\\\\evil.example',
    '\\/evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r/evil.example',
    '/\u0000/evil.example',
    '/ /evil.example',
    '/\u3000/evil.example',
    'https:\\\\evil.example',
    'https://evil.example\\@good.example',
    'https://',
    'https:evil.example',
    'HTTPS://example.com',
    'javascript:alert(1)',
    'data:text/html,x',
    'ftp://example.com',
    'promotion',
    'evil.example',
  ])('is no link: %j', (value) => {
    expect(linkTarget(value)).toBeNull();
  });
});
