// The verification module's public entry: other modules, the app and the seeds import only from here.

export type { CodeService } from './codes.ts';
export { createCodeService, phoneTarget } from './codes.ts';
export { verificationRoutes } from './routes.ts';
export { codeText, resetEmailText } from './texts.ts';
