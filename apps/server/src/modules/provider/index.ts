// The provider module's public entry: other modules, the app and the seeds import only from here.
export { playedRound } from './played.ts';
export { providerRoutes } from './routes.ts';
export { vendorSecret } from './secrets.ts';
export type { VendorPlayer } from './sessions.ts';
export { createVendorSessionCache, vendorSession } from './sessions.ts';
export { transferVendorBalances } from './transfer/balances.ts';
export type { VendorTransferApi } from './transfer/caller.ts';
export { inProcessTransport, vendorTransferApi, vendorTransport } from './transfer/caller.ts';
export { walletModelOf } from './transfer/model.ts';
export { recallTransferVendors } from './transfer/recall.ts';
export { resolvePendingTransfers } from './transfer/resolve.ts';
export { startTransfer, transferAnswer } from './transfer/service.ts';
