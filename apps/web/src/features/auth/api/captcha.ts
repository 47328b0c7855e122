import { api } from '../../../shared/api/client.ts';

/** GET /wps/captcha?key=: the value is the PNG, base64; one per second per key and IP. */
export const fetchCaptcha = (key: string) => api<string>(`/wps/captcha?key=${encodeURIComponent(key)}`);
