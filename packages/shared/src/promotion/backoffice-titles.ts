/**
 * The titles of the promotion form's screens, apart from BO_PROMOTIONS (the screens' other texts): the back
 * office's route table names their tab titles with them in the first load.
 */
export const BO_PROMOTION_TITLES = {
  newTitle: 'เพิ่มโปรโมชั่น',
  editTitle: 'แก้ไขโปรโมชั่น',
} as const;
