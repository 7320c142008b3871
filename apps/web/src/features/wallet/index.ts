export { useCredit } from './api/wallet-queries';
export { WalletCard } from './components/wallet-card';
