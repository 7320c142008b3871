import { hasPermission, OPERATOR_ROLES, ROLE_PERMISSIONS, TURNOVER_BACKOFFICE_TEXTS } from '@member/shared';
import { BO_MENU, BO_STATEMENTS } from '@member/shared/backoffice';
import { paths } from '@/shared/paths';
import { MENU, menuFor } from './menu';

describe('the menu drawn from the permission map', () => {
  it.each(OPERATOR_ROLES)('shows %s exactly the screens its permissions open', (role) => {
    const shown = menuFor((permission) => hasPermission(role, permission));
    expect(shown.map((item) => item.permission).every((p) => ROLE_PERMISSIONS[role].includes(p))).toBe(true);
    expect(shown).toEqual(MENU.filter((item) => ROLE_PERMISSIONS[role].includes(item.permission)));
  });

  it('gives every permission a screen but the ones that only guard actions', () => {
    const screens = new Set(MENU.map((item) => item.permission));
    // These are buttons and sections on screens others open (affiliate.manage: the settings' save, the
    // accrual run, hold, clear and exclude on the affiliate screens that affiliate.view opens).
    expect(ROLE_PERMISSIONS.admin.filter((permission) => !screens.has(permission)).sort()).toEqual([
      'affiliate.manage',
      // The inbox's reply box, state and assignment buttons, availability; settings and canned replies.
      'chat.manage',
      'chat.reply',
      'games.manage',
      // The jobs screen's "รันเดี๋ยวนี้".
      'jobs.run',
      'members.manage',
      // The mini-game's new-game page, its forms and buttons.
      'minigame.manage',
      'money.decide',
    ]);
  });

  it('has one entry per path', () => {
    expect(new Set(MENU.map((item) => item.to)).size).toBe(MENU.length);
  });
});

describe('the affiliate entry', () => {
  it('is one menu item that affiliate.view opens, for the admin and finance roles', () => {
    const entries = MENU.filter((item) => item.to === paths.affiliate);
    expect(entries).toEqual([{ label: BO_MENU.affiliate, to: paths.affiliate, permission: 'affiliate.view' }]);
    expect(menuFor((permission) => hasPermission('finance', permission)).map((item) => item.to)).toContain(
      paths.affiliate,
    );
    expect(menuFor((permission) => hasPermission('content', permission)).map((item) => item.to)).not.toContain(
      paths.affiliate,
    );
  });
});

describe('the chat entry', () => {
  it('is one menu item that chat.view opens: the support role lands on it, finance and content do not see it', () => {
    expect(MENU.filter((item) => item.to === paths.chat)).toEqual([
      { label: BO_MENU.chat, to: paths.chat, permission: 'chat.view', waiting: 'chat' },
    ]);
    expect(menuFor((permission) => hasPermission('support', permission))[0]?.to).toBe(paths.chat);
    expect(menuFor((permission) => hasPermission('admin', permission)).map((item) => item.to)).toContain(paths.chat);
    for (const role of ['finance', 'content'] as const) {
      expect(menuFor((permission) => hasPermission(role, permission)).map((item) => item.to)).not.toContain(paths.chat);
    }
  });
});

describe('the automatic deposits entries', () => {
  it('are the review queue, the lines, the sources and the settings, that money.view opens (finance sees them)', () => {
    const entries = MENU.filter((item) =>
      [paths.statementReview, paths.statementLines, paths.statementSources, paths.autoDepositSettings].includes(
        item.to as never,
      ),
    );
    expect(entries).toEqual([
      { label: BO_STATEMENTS.menu.review, to: paths.statementReview, permission: 'money.view' },
      { label: BO_STATEMENTS.menu.lines, to: paths.statementLines, permission: 'money.view' },
      { label: BO_STATEMENTS.menu.sources, to: paths.statementSources, permission: 'money.view' },
      { label: BO_STATEMENTS.menu.settings, to: paths.autoDepositSettings, permission: 'money.view' },
    ]);
    expect(menuFor((permission) => hasPermission('finance', permission)).map((item) => item.to)).toContain(
      paths.statementReview,
    );
    expect(menuFor((permission) => hasPermission('support', permission)).map((item) => item.to)).not.toContain(
      paths.statementReview,
    );
  });
});

describe('the turnover settings entry', () => {
  it('is opened by promotions.edit, as the promotions are: the admin sees it, finance does not', () => {
    expect(MENU.filter((item) => item.to === paths.turnoverSettings)).toEqual([
      { label: TURNOVER_BACKOFFICE_TEXTS.settingsTitle, to: paths.turnoverSettings, permission: 'promotions.edit' },
    ]);
    expect(menuFor((permission) => hasPermission('admin', permission)).map((item) => item.to)).toContain(
      paths.turnoverSettings,
    );
    expect(menuFor((permission) => hasPermission('finance', permission)).map((item) => item.to)).not.toContain(
      paths.turnoverSettings,
    );
  });
});
