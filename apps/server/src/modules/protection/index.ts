// The protection module's public entry: other modules, the app and the seeds import only from here.

export { followUpBreaks } from './break-follow-up.ts';
export { onBreak, refuseOnBreak } from './breaks.ts';
export { refuseExcludedPerson } from './exclusion-across-brands.ts';
export { requireDepositLevel, requireReceiveLevel, requireWithdrawLevel } from './kyc.ts';
export { KYC_REVIEWERS, kycRoutes } from './kyc-routes.ts';
export { setLimit as setLimitFor } from './limits.ts';
export { protectionOperatorRoutes } from './operator-routes.ts';
export { protectionRoutes } from './routes.ts';
export { sessionLimitEnd } from './session-limit.ts';
export { afterSignIn, refuseSignIn } from './sign-in-rules.ts';
