import type { FastifyInstance } from 'fastify';
import type { Db } from '../platform/db/index.ts';
import { houseFishRoutes } from './fish/routes.ts';
import type { HouseDeps } from './instant.ts';
import { houseTableRoutes } from './live/routes.ts';
import { housePvpRoutes } from './pvp/routes.ts';
import { houseSessionRoutes } from './routes.ts';
import { houseSlotRoutes } from './slots/routes.ts';
import { houseSportsRoutes } from './sports/routes.ts';
import { openGate, platformGate } from './transfer/platform-gate.ts';
import { transferRouted } from './transfer/router.ts';
import { houseTransferRoutes } from './transfer/routes.ts';
import { houseWallet, httpTransport, type WalletTransport } from './wallet-client.ts';

export type HouseOptions = {
  db: Db;
  /** The house vendor's shared secret with the platform. */
  secret: () => Promise<string>;
  /** Where the platform's provider API lives; unset, the house calls this same server in-process. */
  platformUrl?: string | undefined;
};

/**
 * The house vendor: our own games, mounted beside the platform under /house but reaching the
 * players' money only through the signed provider API, exactly as a third-party vendor does.
 */
export async function registerHouse(app: FastifyInstance, o: HouseOptions): Promise<HouseDeps> {
  // In one process the calls still go through the platform's HTTP routing, signature check and
  // all; only the socket is skipped.
  const inProcess: WalletTransport = async (url, body, headers) =>
    (await app.inject({ method: 'POST', url, payload: body, headers })).json();
  let secret: Promise<string> | undefined;
  const sharedSecret = () => {
    secret ??= o.secret();
    return secret;
  };
  const deps: HouseDeps = {
    db: o.db,
    // Brands that run the house in the TRANSFER model play from the balance the house keeps.
    wallet: transferRouted(
      o.db,
      houseWallet({ transport: o.platformUrl ? httpTransport(o.platformUrl) : inProcess, secret: sharedSecret }),
      // Beside the platform, on its database, the house asks it whether a window may still play;
      // a house on a server of its own (HOUSE_PLATFORM_URL) has no such question to ask yet.
      o.platformUrl ? openGate : platformGate(o.db),
    ),
  };
  await app.register(houseSessionRoutes(deps));
  await app.register(houseTableRoutes(deps));
  await app.register(houseSlotRoutes(deps));
  await app.register(houseFishRoutes(deps));
  await app.register(houseTransferRoutes(o.db, sharedSecret));
  await app.register(housePvpRoutes(deps));
  await app.register(houseSportsRoutes(deps));
  return deps;
}
