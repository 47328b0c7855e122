// The system module's public entry: other modules, the app and the seeds import only from here.

export { brandRoutes } from './brand-routes.ts';
export { createBrand, HOUSE_PRODUCTS } from './brands.ts';
export { systemRoutes } from './routes.ts';
export { merchantSettingsRoutes } from './settings-routes.ts';
