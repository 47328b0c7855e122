// The wallet module's public entry: other modules, the app and the seeds import only from here.
export { moveMoney } from './money.ts';
export { checkPaymentPassword } from './payment-password.ts';
export { refuseUnlessMayReceive, sendUnlessRefusedOften } from './receive.ts';
export { walletRoutes } from './routes.ts';
export { recallAll, recallHome } from './transfer.ts';
export { refuseWhileTurnoverOwed } from './turnover.ts';
