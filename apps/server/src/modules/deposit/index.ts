// The deposit module's public entry: other modules, the app and the seeds import only from here.
export { depositRoutes, recordQuery } from './routes.ts';
export { paymentGateways } from './sandbox.ts';
export { rejectDeposit, settleDeposit } from './settle.ts';
