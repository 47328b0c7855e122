// The contract module's public entry: other modules, the app and the seeds import only from here.
export { contractRoutes } from './routes.ts';
