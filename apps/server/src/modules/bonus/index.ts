// The bonus module's public entry: other modules, the app and the seeds import only from here.
export { bonusOperatorRoutes } from './routes.ts';
export { grantBonus } from './service.ts';
export {
  recordSoleCredit,
  requireSoleCredit,
  soleAllowance,
  soleApprovalLimit,
} from './sole-approval.ts';
