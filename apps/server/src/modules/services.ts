import type { SessionStore } from '../platform/auth/sessions.ts';
import type { Config } from '../platform/config.ts';
import type { Db } from '../platform/db/index.ts';
import type { Messenger } from '../platform/messaging.ts';
import type { SealKeys } from '../platform/sealed.ts';
import type { ChallengeService } from './captcha/index.ts';
import type { VendorTransferApi } from './provider/index.ts';
import type { CodeService } from './verification/index.ts';

/** What the account modules share; built once in buildApp. */
export type AccountServices = {
  db: Db;
  config: Config;
  sessions: SessionStore;
  codes: CodeService;
  challenges: ChallengeService;
  messenger: Messenger;
  sealKeys: SealKeys;
  /** Signed calls to TRANSFER-model vendors (deposit, withdraw, balance, status). */
  vendorApi: VendorTransferApi;
};
