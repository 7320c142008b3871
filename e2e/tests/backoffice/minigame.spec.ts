import { BO_ACTIONS, BO_MINIGAME } from '@member/shared/backoffice';
import { expectAxeClean } from '../a11y-helpers';
import { expect, test } from '../fixtures';
import { OPERATOR, shot } from '../helpers';
import { signInBackoffice } from './helpers';

test('saving a prize table first shows the return per play before and after, in coins, and asks', async ({ page }) => {
  await signInBackoffice(page, OPERATOR, '/minigame/games/box');
  const saveTable = page.getByRole('button', { name: BO_MINIGAME.saveTable });
  const weight = page.getByLabel(BO_MINIGAME.rowName(1, BO_MINIGAME.weight));
  const original = await weight.inputValue();

  // "ลบเกม" is not beside the way back: it is alone at the bottom, in its own region.
  const danger = page.getByRole('region', { name: BO_MINIGAME.dangerZone });
  await expect(danger.getByRole('button', { name: BO_MINIGAME.deleteGame })).toBeVisible();
  await expect(page.getByRole('button', { name: BO_MINIGAME.deleteGame })).toHaveCount(1);

  // A heavier first row changes the return: the dialog shows both values, and closing it saves nothing.
  await weight.fill(String(Number(original) + 500));
  await saveTable.click();
  const dialog = page.getByRole('dialog', { name: BO_MINIGAME.confirmTableTitle });
  const change = dialog.getByTestId('ev-change');
  await expect(change).toHaveText(/^ผลตอบแทนเฉลี่ยต่อการเล่น: [\d.,]+ → [\d.,]+ เหรียญ$/);
  const [before, after] = ((await change.textContent()) ?? '').match(/[\d.,]+/g) ?? [];
  expect(before).not.toBe(after);
  await expectAxeClean(page, 'prize table confirmation');
  await shot(page, 'minigame-prize-table-confirm');
  await dialog.getByRole('button', { name: BO_ACTIONS.close }).click();
  await expect(dialog).toBeHidden();
  await expect(saveTable).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'บันทึกตารางรางวัล' })).toHaveCount(0);

  // The same table again: the return does not move, and confirming writes the new version.
  await weight.fill(original);
  await saveTable.click();
  await expect(change).toHaveText(BO_MINIGAME.evChange(before ?? '', before ?? ''));
  await dialog.getByRole('button', { name: BO_MINIGAME.saveTable }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/^บันทึกตารางรางวัลเวอร์ชัน \d+ แล้ว/)).toBeVisible();
  await shot(page, 'minigame-game-page');
});
