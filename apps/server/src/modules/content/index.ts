// The content module's public entry: other modules, the app and the seeds import only from here.
export { homeBanners } from './home-banner.ts';
export { contentOperatorRoutes } from './operator-routes.ts';
export { contentRoutes } from './routes.ts';
