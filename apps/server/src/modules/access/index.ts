// The access module's public entry: other modules, the app and the seeds import only from here.
// Registration and password recovery create or restore a member's access: they stand on the
// member, session and verification modules, which therefore need nothing from each other but
// session and verification reading members.

export type { RegisterMethod } from './register.ts';
export { accessRoutes } from './routes.ts';
