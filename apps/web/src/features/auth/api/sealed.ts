/** Kept for callers that imported it from here; the helper is shared (every sealed call uses it). */
export { sealedApi } from '../../../shared/api/sealed.ts';
