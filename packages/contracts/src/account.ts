import { z } from 'zod';

/** Agent types may open the agent centre; type 4 is a free-play trial. */
export const AGENT_TYPES = [1, 2, 41, 42] as const;
export const MEMBER_TYPE = 0;
export const TRIAL_TYPE = 4;
export const isAgentType = (type: number) => (AGENT_TYPES as readonly number[]).includes(type);

/**
 * Strings are bounded everywhere so a 10 KB field is a field error, not a slow hash, and carry
 * no NUL character, which PostgreSQL text cannot hold.
 */
export const text = (max = 255) =>
  z
    .string()
    .max(max)
    .refine((v) => !v.includes(String.fromCharCode(0)), 'NUL character');

/** Solution of the slider puzzle: where the piece was dropped and how the pointer got there. */
export const sliderSolution = z.object({
  key: text(64),
  x: z.number().finite().min(0).max(1000),
  /** [dx, dy, ms since the drag started] samples. */
  trace: z.array(z.tuple([z.number().finite(), z.number().finite(), z.number().finite()])).max(600),
});
export type SliderSolution = z.infer<typeof sliderSolution>;

export const loginRequest = z.object({
  type: z.enum(['username', 'sms']).default('username'),
  username: text(64).optional(),
  password: text(64).optional(),
  mobileNum: text(32).optional(),
  countryDialingCode: text(8).optional(),
  verificationCode: text(255).optional(),
  captcha: text(16).optional(),
  captchaKey: text(64).optional(),
  verification: sliderSolution.optional(),
  loginDeviceId: text(64).optional(),
  rememberMe: z.boolean().optional(),
  /** After a self-exclusion ended (`login.exclusion.ended`): the player asks to come back. */
  comeBack: z.boolean().optional(),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const loginValue = z.object({
  token: z.string(),
  id: z.number(),
  userName: z.string(),
  customerType: z.number(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  /** First login, expired, or still the merchant's default password: the client must ask for a new one. */
  forceChangePassword: z.boolean(),
  /** Present when remember-me was asked for: a revocable 24 h token, never the password. */
  rememberToken: z.string().nullable(),
  /**
   * Only on a sign-in during a break (absent otherwise): the session is withdraw-only (balance,
   * withdrawal and its records, the break's status, sign-out; anything else answers
   * `protection.break.withdraw.only`) and lasts 15 minutes. Which break, and until when (null:
   * permanent), as `login.break.active` says.
   */
  withdrawOnly: z.object({ kind: z.enum(['TIMEOUT', 'EXCLUSION']), until: z.string().nullable() }).optional(),
});
export type LoginValue = z.infer<typeof loginValue>;

/** The value of a failed login: whether a captcha is now required. */
export const loginFailureValue = z.object({ captcha: z.boolean() });

/** The value of `login_verify_required`: a login from a new IP needs a second proof. */
export const VERIFY_METHODS = ['SMS', 'EMAIL', 'TOTP', 'REALNAME'] as const;
export type VerifyMethod = (typeof VERIFY_METHODS)[number];
export const loginChallenge = z.object({
  challengeId: z.string(),
  methods: z.array(z.enum(VERIFY_METHODS)),
  maskedMobile: z.string().nullable(),
  maskedEmail: z.string().nullable(),
});
export type LoginChallenge = z.infer<typeof loginChallenge>;

export const loginVerificationRequest = z.object({
  challengeId: text(64),
  method: z.enum(VERIFY_METHODS),
  code: text(64),
});

export const freeplayRequest = z.object({
  os: text(32).optional(),
  platform: text(8).optional(),
  key: text(64).optional(),
  loginDeviceId: text(64).optional(),
});

/** A trial's login value also says when the trial ends. */
export const freeplayValue = loginValue.extend({ expiresAt: z.string() });

export const rememberLoginRequest = z.object({ username: text(64), rememberToken: text(128) });

export const label = z.object({ labelName: z.string() });
export const memberInfo = z.object({
  id: z.number(),
  account: z.string(),
  nickname: z.string(),
  type: z.number(),
  isAgent: z.boolean(),
  toUpline: z.string().nullable(),
  clubLabel: label.nullable(),
  memberLabel: z.array(label),
  avatar: z.string(),
  avatarType: z.enum(['CUSTOM', 'STATIC']),
  regDate: z.number(),
  mobile: z.string().nullable(),
  countryDialingCode: z.string().nullable(),
  email: z.string().nullable(),
  payeeName: z.string().nullable(),
  hasPaymentPassword: z.boolean(),
  totpEnabled: z.boolean(),
  forceChangePassword: z.boolean(),
  /** An account an agent opened: the player must confirm being 18 or older and the terms (POST /wps/member/confirmAdult). */
  adultConfirmRequired: z.boolean(),
  trialExpiresAt: z.string().nullable(),
});
export type MemberInfo = z.infer<typeof memberInfo>;

/**
 * GET /wps/member/last-login: the sign-in before the one that opened this session, when and from
 * which IP, so the player can spot a sign-in that was not theirs; null on the first one.
 */
export const lastLogin = z.object({ at: z.string(), ip: z.string().nullable() }).nullable();
export type LastLogin = z.infer<typeof lastLogin>;

export const registerRequest = z.object({
  username: text().optional(),
  password: text().optional(),
  confirmPassword: text().optional(),
  payeeName: text().optional(),
  paymentPassword: text().optional(),
  email: text().optional(),
  qqNum: text().optional(),
  mobileNum: text().optional(),
  countryDialingCode: text(8).optional(),
  recommenderId: text().optional(),
  captcha: text().optional(),
  captchaKey: text(64).optional(),
  verificationCode: text().optional(),
  affiliateCode: text().optional(),
  referralCode: text().optional(),
  line: text().optional(),
  whatsapp: text().optional(),
  facebook: text().optional(),
  wechat: text().optional(),
  idNumber: text().optional(),
  nickname: text().optional(),
  telegram: text().optional(),
  zalo: text().optional(),
  birthday: text().optional(),
  domain: text().optional(),
  registerUrl: text(2048).optional(),
  registerMethod: z.literal('WEB').optional(),
  /** The player confirms being of age and accepting the terms. */
  ageConfirmed: z.boolean().optional(),
  termsAccepted: z.boolean().optional(),
  verification: sliderSolution.optional(),
  loginDeviceId: text(64).optional(),
  login: z.boolean().optional(),
});
export type RegisterRequest = z.infer<typeof registerRequest>;

/** Registration answers with a session when `login` was true. */
export const registerValue = z.object({ id: z.number(), userName: z.string(), token: z.string().nullable() });

/** POST /wps/member/confirmAdult: the player of an account an agent opened confirms both. */
export const confirmAdultRequest = z.object({ ageConfirmed: z.boolean(), termsAccepted: z.boolean() });
export type ConfirmAdultRequest = z.infer<typeof confirmAdultRequest>;

export const changePasswordRequest = z.object({
  oldPassword: text(64),
  newPassword: text(64),
  confirmNewPassword: text(64),
});

export const forgotByEmailRequest = z.object({ username: text(64), email: text(255) });
export const resetByEmailRequest = z.object({
  username: text(64),
  code: text(64),
  newPassword: text(64),
  confirmNewPassword: text(64).optional(),
});

export const smsCodeRequest = z.object({
  mobileNum: text(32).optional(),
  mobileNo: text(32).optional(),
  countryDialingCode: text(8).optional(),
});
export const smsCodeValue = z.object({ expiredMinutes: z.number() });

export const resetByPhoneRequest = z.object({
  mobileNum: text(32),
  countryDialingCode: text(8).optional(),
  verificationCode: text(255),
  newPassword: text(64),
});

export const country = z.object({ countryCode: z.string(), countryDialingCode: z.string(), flag: z.string() });
export const countriesValue = z.object({ countries: z.array(country) });

/** The public key encrypted calls are sealed for (SPKI, base64). */
export const publicKeyValue = z.object({ publicKey: z.string(), algorithm: z.literal('RSA-OAEP-256+A256GCM') });

/** Field errors travel in the value of `request.param.err`. */
export const fieldErrorsValue = z.object({
  fields: z.record(z.string(), z.object({ key: z.string(), min: z.number(), max: z.number() })),
});
