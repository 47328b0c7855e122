import { envelope } from '@mekong/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { vendors } from '../../platform/db/schema.ts';
import { ok } from '../../platform/errors.ts';
import type { AccountServices } from '../services.ts';
import { playerBalances } from './accounts.ts';

/** Amounts travel as strings of minor units (GUIDE point 5). */
const balanceValue = z.object({
  sumBalance: z.string(),
  currency: z.string(),
  currencySymbol: z.string(),
  /** accountTypeId 0 is the main wallet; a vendor wallet carries its vendor's accountTypeId. */
  balance: z.array(z.object({ accountTypeId: z.number(), vendorCode: z.string(), availBalance: z.string() })),
});

export const walletRoutes =
  (s: AccountServices): FastifyPluginAsyncZod =>
  async (app) => {
    /** What the player can spend: the main wallet plus money parked in vendor wallets. */
    app.get(
      '/wps/v2/wallets/balance',
      { config: { modId: 'COMM3', auth: 'trial-ok' }, schema: { response: { 200: envelope(balanceValue) } } },
      async (request) => {
        const { merchant, member } = request;
        const rows = await playerBalances(s.db, merchant.id, member.id);
        const vendorTypes = new Map(
          (
            await s.db
              .select({ code: vendors.code, accountTypeId: vendors.accountTypeId })
              .from(vendors)
              .where(eq(vendors.merchantId, merchant.id))
          ).map((v) => [v.code, v.accountTypeId]),
        );
        const spendable = rows.filter((r) => r.kind === 'main' || r.kind === 'vendor');
        const sum = spendable.reduce((acc, r) => acc + r.balance, 0n);
        return ok({
          sumBalance: sum.toString(),
          currency: merchant.currency,
          currencySymbol: merchant.currencySymbol,
          balance: spendable.map((r) => ({
            accountTypeId: r.kind === 'main' ? 0 : (vendorTypes.get(r.vendorCode) ?? 0),
            vendorCode: r.vendorCode,
            availBalance: r.balance.toString(),
          })),
        });
      },
    );
  };
