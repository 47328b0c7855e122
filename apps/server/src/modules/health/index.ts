// The health module's public entry: other modules, the app and the seeds import only from here.
export { healthRoutes } from './routes.ts';
