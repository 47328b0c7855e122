// The session module's public entry: other modules, the app and the seeds import only from here.
export { grantSession, passwordState } from './grant.ts';
export { createLockout } from './lockout.ts';
export { sessionRoutes } from './routes.ts';
