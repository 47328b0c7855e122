// The captcha module's public entry: other modules, the app and the seeds import only from here.
export { captchaRoutes } from './routes.ts';
export type { ChallengeService } from './service.ts';
export { createChallengeService } from './service.ts';
