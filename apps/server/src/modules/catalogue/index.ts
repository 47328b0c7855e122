// The catalogue module's public entry: other modules, the app and the seeds import only from here.
export { catalogueRoutes } from './routes.ts';
