// The bets module's public entry: other modules, the app and the seeds import only from here.
export { betRoutes } from './routes.ts';
export type { BetMerchant } from './service.ts';
export { walletOf } from './service.ts';
export { settledUpTo } from './settled-mark.ts';
export { addWagering, outstandingWagering } from './wagering.ts';
