// The promotion module's public entry: other modules, the app and the seeds import only from here.
export { scanFirstDeposits } from './auto.ts';
export { missionOperatorRoutes } from './mission-operator-routes.ts';
export { promotionOperatorRoutes } from './operator-routes.ts';
export { settleRebates } from './rebate.ts';
export { promotionRoutes } from './routes.ts';
export type { NewPromotion } from './store.ts';
export { createPromotion } from './store.ts';
