export { BonusHistoryList } from './components/bonus-history-list';
export { PromotionPicker, type PromotionPickerProps } from './components/promotion-picker';
