// The bonus module's public entry: other modules, the app and the seeds import only from here.
export { bonusOperatorRoutes } from './routes.ts';
export { grantBonus } from './service.ts';
export { requireSoleApproval } from './sole-approval.ts';
