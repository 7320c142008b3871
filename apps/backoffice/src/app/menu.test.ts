import { hasPermission, OPERATOR_ROLES, ROLE_PERMISSIONS } from '@member/shared';
import { MENU, menuFor } from './menu';

describe('the menu drawn from the permission map', () => {
  it.each(OPERATOR_ROLES)('shows %s exactly the screens its permissions open', (role) => {
    const shown = menuFor((permission) => hasPermission(role, permission));
    expect(shown.map((item) => item.permission).every((p) => ROLE_PERMISSIONS[role].includes(p))).toBe(true);
    expect(shown).toEqual(MENU.filter((item) => ROLE_PERMISSIONS[role].includes(item.permission)));
  });

  it('gives every permission a screen but the ones that only guard actions', () => {
    const screens = new Set(MENU.map((item) => item.permission));
    // These are buttons and sections on screens others open.
    expect(ROLE_PERMISSIONS.admin.filter((permission) => !screens.has(permission)).sort()).toEqual([
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
