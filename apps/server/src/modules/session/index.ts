// The session module's public entry: other modules, the app and the seeds import only from here.
export { grantSession } from './grant.ts';
export { createLockout } from './lockout.ts';
export { sessionRoutes } from './routes.ts';
