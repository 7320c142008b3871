export { BonusHistoryList } from './components/bonus-history-list';
export { PromotionPicker, type PromotionPickerProps } from './components/promotion-picker';
export { usePrefetchAvailablePromotions } from './api/promotion-queries';
export { PromotionStrip } from './components/promotion-strip';
