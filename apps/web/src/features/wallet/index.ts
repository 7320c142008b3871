export { useCredit } from './api/wallet-queries';
