/**
 * The mini-game screen's sections and the new game's title, apart from BO_MINIGAME (the screens' other
 * texts): the back office's route table names its tab titles with them in the first load.
 */
export const BO_MINIGAME_TITLES = {
  tabs: { games: 'เกม', settings: 'ตั้งค่า', withdrawals: 'คิวถอนกำไร', members: 'สมาชิก', figures: 'สรุปรายวัน' },
  newGame: 'เพิ่มมินิเกม',
} as const;
