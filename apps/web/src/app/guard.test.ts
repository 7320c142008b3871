import { describe, expect, it } from 'vitest';
import { decideGuard, type GuardDecision, type GuardInput } from './guard';

type Case = [name: string, input: Partial<GuardInput> & { pathname: string }, expected: GuardDecision];

const guest = { signedIn: false, search: '', previousPath: null, memberOnly: false };
const member = { signedIn: true, search: '', previousPath: null, memberOnly: false };

const CASES: Case[] = [
  // Visitor at /
  ['guest at / sees the login dialog', { ...guest, pathname: '/' }, { dialog: 'login', navigateTo: null }],
  [
    'prefix on / counts as /register',
    { ...guest, pathname: '/', search: '?prefix=AB' },
    { dialog: 'register', navigateTo: null },
  ],
  // /login and /register
  ['/login goes to / with the login dialog', { ...guest, pathname: '/login' }, { dialog: 'login', navigateTo: '/' }],
  [
    '/register goes to / with the register dialog',
    { ...guest, pathname: '/register' },
    { dialog: 'register', navigateTo: '/' },
  ],
  [
    '/login keeps its query (auto-login link)',
    { ...guest, pathname: '/login', search: '?tel=0812345678&password=secret' },
    { dialog: 'login', navigateTo: '/?tel=0812345678&password=secret' },
  ],
  [
    '/register keeps the prefix',
    { ...guest, pathname: '/register', search: '?prefix=AB' },
    { dialog: 'register', navigateTo: '/?prefix=AB' },
  ],
  [
    'prefix turns /login into /register',
    { ...guest, pathname: '/login', search: '?prefix=AB' },
    { dialog: 'register', navigateTo: '/?prefix=AB' },
  ],
  [
    'back to an allowed previous page',
    { ...guest, pathname: '/login', previousPath: '/howto' },
    { dialog: 'login', navigateTo: '/howto' },
  ],
  [
    'back to an allowed previous page with the query',
    { ...guest, pathname: '/register', search: '?prefix=X', previousPath: '/guest-contact' },
    { dialog: 'register', navigateTo: '/guest-contact?prefix=X' },
  ],
  [
    'a previous page outside the list goes to /',
    { ...guest, pathname: '/login', previousPath: '/promotion' },
    { dialog: 'login', navigateTo: '/' },
  ],
  [
    'a previous page that hides dialogs goes to /',
    { ...guest, pathname: '/login', previousPath: '/news' },
    { dialog: 'login', navigateTo: '/' },
  ],
  [
    'a finished password reset is not returned to',
    { ...guest, pathname: '/login', previousPath: '/update-password' },
    { dialog: 'login', navigateTo: '/' },
  ],
  [
    'a trailing slash is the same path',
    { ...guest, pathname: '/login/', previousPath: '/howto/' },
    { dialog: 'login', navigateTo: '/howto' },
  ],
  // Pages where dialogs never show
  ['no dialog on /news', { ...guest, pathname: '/news' }, { dialog: 'none', navigateTo: null }],
  ['no dialog on /contact', { ...guest, pathname: '/contact' }, { dialog: 'none', navigateTo: null }],
  [
    'no dialog on /forgot-password even with a prefix',
    { ...guest, pathname: '/forgot-password', search: '?prefix=AB' },
    { dialog: 'none', navigateTo: null },
  ],
  // Member-only pages
  [
    'guest on a member page is sent to /login with redirect',
    { ...guest, pathname: '/tx/deposit', memberOnly: true },
    { dialog: 'none', navigateTo: '/login?redirect=tx/deposit' },
  ],
  [
    'redirect keeps the existing query',
    { ...guest, pathname: '/promotion', search: '?id=7&tab=a', memberOnly: true },
    { dialog: 'none', navigateTo: '/login?redirect=promotion&id=7&tab=a' },
  ],
  [
    'mini-game slug is a member page',
    { ...guest, pathname: '/mini-game/play/lucky-wheel', memberOnly: true },
    { dialog: 'none', navigateTo: '/login?redirect=mini-game/play/lucky-wheel' },
  ],
  ['guest pages stay open to guests', { ...guest, pathname: '/howto' }, { dialog: 'none', navigateTo: null }],
  ['unknown paths are left to the 404 page', { ...guest, pathname: '/nope' }, { dialog: 'none', navigateTo: null }],
  // Signed-in member
  ['member at / sees no dialog', { ...member, pathname: '/' }, { dialog: 'none', navigateTo: null }],
  ['member on /login goes to /', { ...member, pathname: '/login' }, { dialog: 'none', navigateTo: '/' }],
  [
    'member on /register?prefix goes to /',
    { ...member, pathname: '/register', search: '?prefix=AB' },
    { dialog: 'none', navigateTo: '/' },
  ],
  [
    'member with a prefix on / sees no dialog',
    { ...member, pathname: '/', search: '?prefix=AB' },
    { dialog: 'none', navigateTo: null },
  ],
  [
    'member on a member page stays',
    { ...member, pathname: '/tx/deposit', memberOnly: true },
    { dialog: 'none', navigateTo: null },
  ],
];

describe('decideGuard', () => {
  it.each(CASES)('%s', (_name, input, expected) => {
    expect(decideGuard({ ...guest, ...input })).toEqual(expected);
  });
});
