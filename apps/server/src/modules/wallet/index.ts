export { walletModule, type WalletModule } from './wallet.module';
export type { WalletService } from './wallet.service';
export { seedDemoWallets, DEMO_BALANCES } from './demo-wallets';
export { journalEntries, journalLines, ledgerAccounts, ledgerBalances, rechargeRequests } from './wallet.tables';
