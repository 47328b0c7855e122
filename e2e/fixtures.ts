/**
 * Test-only fixtures shared by serve.ts and the specs: an operator of the demo merchant with a
 * known authenticator secret, so tests can act as the back office. Never used outside the tests.
 */
export const E2E_OPERATOR = {
  username: 'e2e-finance',
  password: 'e2e-operator-pass',
  totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
} as const;

/** A second operator, so results that need two people (the lottery's) can be approved. */
export const E2E_OPERATOR_2 = {
  username: 'e2e-finance-2',
  password: 'e2e-operator-pass-2',
  totpSecret: 'KRUGKIDROVUWG2ZAMJZG653OEBTG66BA',
} as const;

/** An admin of the demo merchant, for the back office's browser tests (every section, every action). */
export const E2E_ADMIN = {
  username: 'e2e-admin',
  password: 'e2e-admin-pass-1',
  totpSecret: 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ',
} as const;

/**
 * A platform operator on the demo brand: makes brands and configures any of them. No brand's admin
 * can make one (the server refuses), so only the seed does.
 */
export const E2E_PLATFORM = {
  username: 'e2e-platform',
  password: 'e2e-platform-pass-1',
  totpSecret: 'MFRGGZDFMZTWQ2LKNNWG23TPOBYXE43U',
} as const;

/** Players serve.ts creates: `records` carries the demo bet history, `wallet` $500 on wallet.localhost. */
export const E2E_PLAYERS = { records: 'records01', wallet: 'wallet01', agent: 'e2eagent01' } as const;
export const E2E_PLAYER_PASSWORD = 'play12345';

/** serve.ts's test clock (never part of the product server): see `control` there. */
export const E2E_CONTROL_PORT = Number(process.env.E2E_CONTROL_PORT ?? 4319);
