export { useCredit } from './api/wallet-queries';
export { HistoryPage } from './components/history-page';
export { CreditSummary } from './components/credit-summary';
export { WalletCard } from './components/wallet-card';
export { DepositPage, type DepositPromotionSlot } from './routes/deposit-route';
export { RecentMovements } from './components/recent-movements';
