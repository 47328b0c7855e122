// The catalogue module's public entry: other modules, the app and the seeds import only from here.
export { requestLanguage } from './games.ts';
export { catalogueRoutes } from './routes.ts';
