// The wallet module's public face: the only file other modules import.
export { INSUFFICIENT_BALANCE, ensureWallet, postWalletEntry } from './ledger.ts'
export { walletRoutes } from './routes.ts'
export { loadWalletBlock } from './service.ts'
