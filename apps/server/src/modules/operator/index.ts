// The operator module's public entry: other modules, the app and the seeds import only from here.
export { installOperatorGuard } from './auth.ts';
export { operatorRoutes } from './routes.ts';
export { createStaff, listStaff, resetStaffTotp, type StaffActor, updateStaff } from './staff.ts';
export { operatorUploadRoutes } from './upload-routes.ts';
