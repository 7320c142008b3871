import { hasPermission, OPERATOR_ROLES, ROLE_PERMISSIONS } from '@member/shared';
import { BO_MENU } from '@member/shared/backoffice';
import { MENU, menuFor } from './menu';
import { paths } from './paths';

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
      'games.manage',
      'members.manage',
      // The mini-game screens come with the back office's part of issue 15.
      'minigame.manage',
      'minigame.view',
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
