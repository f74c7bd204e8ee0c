export { walletKeys } from './hooks/queryKeys';
export { useMyWallet } from './hooks/useWallet';
export { BalanceCard } from './components/BalanceCard';
export { WALLET_PERMISSIONS } from './permissions';
