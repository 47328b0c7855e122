// The protection module's public entry: other modules, the app and the seeds import only from here.
export { protectionRoutes } from './routes.ts';
