import { z } from 'zod';
import { GAME_CATEGORIES } from './categories.ts';
import { UI_LANGUAGES } from './languages.ts';

export const whitelabelNode: z.ZodType<{
  modId: string;
  enabled: '1' | '0';
  childrenNodes: unknown[];
}> = z.lazy(() => z.object({ modId: z.string(), enabled: z.enum(['1', '0']), childrenNodes: z.array(whitelabelNode) }));

export const customerServiceEntry = z.object({
  csType: z.enum(['MESSENGER', 'TELEGRAM', 'LIVECHAT']),
  title: z.string(),
  url: z.string(),
});

export const appResource = z.object({
  resourceType: z.enum(['IOS', 'ANDROID', 'IOS_LITE']),
  url: z.string(),
  qrCodeUrl: z.string(),
});

export const brand = z.object({
  code: z.string(),
  name: z.string(),
  currency: z.string(),
  currencySymbol: z.string(),
  timezone: z.string(),
  defaultLanguage: z.enum(UI_LANGUAGES),
  languages: z.array(z.enum(UI_LANGUAGES)),
  logoUrl: z.string(),
  theme: z.object({ primary: z.string(), accent: z.string() }),
});
export type Brand = z.infer<typeof brand>;

/** GET /wps/system/status: the boot call and the permission check in one. */
export const systemStatus = z.object({
  maintenance: z.boolean(),
  /** Switched off by the platform: the site is closed, whatever else is set. */
  closed: z.boolean(),
  maintenanceMessage: z.string().nullable(),
  regionRestriction: z.boolean(),
  location: z.object({ ip: z.string(), country: z.string().nullable() }),
  url: z.string(),
  info: z.object({
    brand,
    whitelabel: z.array(whitelabelNode),
    register: z.object({ minimumAge: z.number().int() }),
    /** The brand shows the time since sign-in in the site's header. */
    showSessionClock: z.boolean(),
    resources: z.array(appResource),
    customerService: z.array(customerServiceEntry),
    imageCDNs: z.array(z.string()),
    launchGameCDNs: z.array(z.string()),
  }),
});
export type SystemStatus = z.infer<typeof systemStatus>;

/**
 * GET /wps/system/domainRoute. Customer-service paths are sealed (cs-link.ts), the regular
 * desk's first and the VIP desk's second within each client type.
 */
export const domainRoute = z.object({
  customerService: z.array(z.object({ type: z.string(), path: z.string() })),
  domainList: z.array(z.object({ domain: z.string(), speed: z.number().nullable() })),
  resources: z.array(appResource),
});
export type DomainRoute = z.infer<typeof domainRoute>;

export const vendorCard = z.object({
  vendorCode: z.string(),
  name: z.string(),
  accountTypeId: z.number().int(),
  vassalage: z.string(),
  isHot: z.boolean(),
  iconUrl: z.string().nullable(),
});
export type VendorCard = z.infer<typeof vendorCard>;

/** GET /wps/relay/GCSGAME_gameVendor: vendor lanes, one per category with at least one vendor. */
export const vendorLanes = z.object({
  data: z.object({
    lanes: z.array(z.object({ title: z.enum(GAME_CATEGORIES), cards: z.array(vendorCard) })),
  }),
});
export type VendorLanes = z.infer<typeof vendorLanes>;

export const health = z.object({ status: z.enum(['ok', 'fail']) });
