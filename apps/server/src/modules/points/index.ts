// The points module's public entry: other modules, the app and the seeds import only from here.
export { saveConfig } from './config.ts';
export { creditSettledBets } from './earn.ts';
export { pointOperatorRoutes } from './operator-routes.ts';
export { pointRoutes } from './routes.ts';
