// The member module's public entry: other modules, the app and the seeds import only from here.
export { insertMember, newReferralCode } from './create.ts';
export { accountPublicRoutes } from './public-routes.ts';
export type { MemberRow } from './repository.ts';
export { findMemberByAccount, findMemberById, findMemberByPhone, knowsIp, rememberIp } from './repository.ts';
export { memberRoutes } from './routes.ts';
export { FieldErrors, registerRulesOf } from './rules.ts';
