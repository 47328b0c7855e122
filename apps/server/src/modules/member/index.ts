// The member module's public entry: other modules, the app and the seeds import only from here.
export { insertMember, newReferralCode } from './create.ts';
export { passwordState } from './password-state.ts';
export { accountPublicRoutes } from './public-routes.ts';
export type { MemberRow } from './repository.ts';
export {
  findAgentByAffiliateCode,
  findMemberByAccount,
  findMemberById,
  findMemberByPhone,
  knowsIp,
  normalizeAccount,
  normalizePhone,
  rememberIp,
} from './repository.ts';
export { memberRoutes } from './routes.ts';
export { checkNewPassword, FieldErrors, registerRulesOf } from './rules.ts';
