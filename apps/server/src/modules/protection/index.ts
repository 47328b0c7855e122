// The protection module's public entry: other modules, the app and the seeds import only from here.

export { refuseOnBreak } from './breaks.ts';
export { protectionRoutes } from './routes.ts';
