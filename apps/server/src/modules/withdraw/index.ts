// The withdraw module's public entry: other modules, the app and the seeds import only from here.
export { reviewWithdrawal } from './review.ts';
export { withdrawRoutes } from './routes.ts';
export { autoConfirmWithdrawals } from './service.ts';
