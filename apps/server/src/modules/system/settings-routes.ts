import {
  DEFAULT_REGISTER_RULES,
  envelope,
  type MerchantSettings,
  type MerchantSettingsUpdate,
  MODULES,
  merchantSettings,
  merchantSettingsUpdate,
  PATTERN_SOURCES,
  type PatternId,
  REGISTER_FIELDS,
  type RegisterRules,
  registerRule,
} from '@mekong/contracts';
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { audit, operatorActor } from '../../platform/audit.ts';
import type { Role } from '../../platform/auth/guard.ts';
import type { Db } from '../../platform/db/index.ts';
import {
  merchantCustomerServices,
  merchantDomains,
  merchantModules,
  merchantResources,
  merchants,
} from '../../platform/db/schema.ts';
import { AppError, ok } from '../../platform/errors.ts';
import { endOffersOverTopCeilings, topAgentCeilingColumns, topAgentCeilingsOf } from '../agent/index.ts';

const KNOWN_MODULES = new Set<string>(MODULES.map((m) => m.modId));

/** The merchant's stored rules over the defaults, field by field. */
function rulesOf(stored: Record<string, unknown>): RegisterRules {
  const rules = { ...DEFAULT_REGISTER_RULES };
  for (const field of REGISTER_FIELDS) {
    const parsed = registerRule.safeParse({ ...rules[field], ...(stored[field] as object | undefined) });
    if (parsed.success) rules[field] = parsed.data;
  }
  return rules;
}

export async function readSettings(db: Db, merchantId: number): Promise<MerchantSettings> {
  const [m] = await db.select().from(merchants).where(eq(merchants.id, merchantId));
  if (!m) throw new AppError('merchant.not.found', 'No such merchant');
  const [modules, domains, services, resources] = await Promise.all([
    db.select().from(merchantModules).where(eq(merchantModules.merchantId, merchantId)),
    db
      .select()
      .from(merchantDomains)
      .where(eq(merchantDomains.merchantId, merchantId))
      .orderBy(asc(merchantDomains.domain)),
    db
      .select()
      .from(merchantCustomerServices)
      .where(eq(merchantCustomerServices.merchantId, merchantId))
      .orderBy(asc(merchantCustomerServices.sort)),
    db.select().from(merchantResources).where(eq(merchantResources.merchantId, merchantId)),
  ]);
  const set = new Map(modules.map((r) => [r.modId, r.enabled]));
  return {
    code: m.code,
    currency: m.currency,
    name: m.name,
    logoUrl: m.logoUrl,
    themePrimary: m.themePrimary,
    themeAccent: m.themeAccent,
    timezone: m.timezone,
    defaultLanguage: m.defaultLanguage as MerchantSettings['defaultLanguage'],
    languages: m.languages as MerchantSettings['languages'],
    maintenance: m.maintenance,
    maintenanceMessage: m.maintenanceMessage,
    regionMode: m.regionMode,
    regionCountries: m.regionCountries,
    minimumAge: m.minimumAge,
    defaultPassword: m.defaultPassword,
    passwordExpiryDays: m.passwordExpiryDays,
    adjustmentApprovalAbove: m.adjustmentApprovalAbove.toString(),
    limitCoolingOffHours: m.limitCoolingOffHours,
    kycWithdrawLevel: m.kycWithdrawLevel,
    kycDepositTotal: m.kycDepositTotal?.toString() ?? null,
    kycDepositLevel: m.kycDepositLevel,
    realityCheckMinutes: m.realityCheckMinutes,
    showSessionClock: m.showSessionClock,
    exclusionAcrossBrands: m.exclusionAcrossBrands,
    topAgentRateCeilings: topAgentCeilingsOf(m),
    registerRules: rulesOf(m.registerRules),
    modules: Object.fromEntries(MODULES.map((d) => [d.modId, set.get(d.modId) ?? d.defaultEnabled])),
    domains: domains.map((d) => ({ domain: d.domain, listed: d.listed })),
    customerServices: services.map((c) => ({ csType: c.csType, title: c.title, url: c.url, vipUrl: c.vipUrl })),
    appLinks: resources.map((r) => ({ resourceType: r.resourceType, url: r.url, qrCodeUrl: r.qrCodeUrl })),
  };
}

/** Settings whose value is a secret: the audit line says that it changed, not what to. */
const SECRET_SETTINGS = new Set<keyof MerchantSettings>(['defaultPassword']);
const auditValue = (k: keyof MerchantSettings, v: unknown) => (SECRET_SETTINGS.has(k) ? '(changed)' : v);

/** What changed, key by key: the audit line's before and after. */
function changes(before: MerchantSettings, after: MerchantSettings) {
  const keys = (Object.keys(after) as (keyof MerchantSettings)[]).filter(
    (k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]),
  );
  return {
    before: Object.fromEntries(keys.map((k) => [k, auditValue(k, before[k])])),
    after: Object.fromEntries(keys.map((k) => [k, auditValue(k, after[k])])),
  };
}

/**
 * The settings as a role may read them: the brand's default password (a member who signs in with
 * it must change it, but it signs in) is for admins alone, who may change it anyway.
 */
function settingsFor(role: Role, settings: MerchantSettings): MerchantSettings {
  if (role === 'admin') return settings;
  const { defaultPassword: _secret, ...rest } = settings;
  return rest;
}

/**
 * Changes a brand's settings: audited with what each changed key was before and after, on the
 * brand's own log whoever changed it (its admin, or a platform operator). The caller tells every
 * process's cache (the database's triggers tell the others at commit).
 */
export async function updateSettings(
  db: Db,
  merchantId: number,
  body: MerchantSettingsUpdate,
  by: { operatorId: number; ip: string },
): Promise<MerchantSettings> {
  const before = await readSettings(db, merchantId);
  const languages = body.languages ?? before.languages;
  const defaultLanguage = body.defaultLanguage ?? before.defaultLanguage;
  if (!languages.includes(defaultLanguage))
    throw new AppError('request.param.err', 'The default language must be one of the languages');
  const unknown = Object.keys(body.modules ?? {}).filter((modId) => !KNOWN_MODULES.has(modId));
  if (unknown.length) throw new AppError('request.param.err', `Unknown modules: ${unknown.join(', ')}`);
  const rules = body.registerRules
    ? Object.fromEntries(
        Object.entries(body.registerRules).map(([field, r]) => {
          if (r.minLength > r.maxLength)
            throw new AppError('request.param.err', `${field}: the shortest is longer than the longest`);
          // The pattern text always follows the pattern id: a client cannot smuggle its own.
          return [field, { ...r, acceptedPattern: PATTERN_SOURCES[r.patternId as PatternId] }];
        }),
      )
    : undefined;
  await db.transaction(async (tx) => {
    const columns = {
      ...(body.name !== undefined && { name: body.name }),
      ...(body.logoUrl !== undefined && { logoUrl: body.logoUrl }),
      ...(body.themePrimary !== undefined && { themePrimary: body.themePrimary }),
      ...(body.themeAccent !== undefined && { themeAccent: body.themeAccent }),
      ...(body.timezone !== undefined && { timezone: body.timezone }),
      ...(body.defaultLanguage !== undefined && { defaultLanguage: body.defaultLanguage }),
      ...(body.languages !== undefined && { languages: body.languages }),
      ...(body.maintenance !== undefined && { maintenance: body.maintenance }),
      ...(body.maintenanceMessage !== undefined && { maintenanceMessage: body.maintenanceMessage }),
      ...(body.regionMode !== undefined && { regionMode: body.regionMode }),
      ...(body.regionCountries !== undefined && { regionCountries: body.regionCountries }),
      ...(body.minimumAge !== undefined && { minimumAge: body.minimumAge }),
      ...(body.defaultPassword !== undefined && { defaultPassword: body.defaultPassword }),
      ...(body.passwordExpiryDays !== undefined && { passwordExpiryDays: body.passwordExpiryDays }),
      ...(body.adjustmentApprovalAbove !== undefined && {
        adjustmentApprovalAbove: BigInt(body.adjustmentApprovalAbove),
      }),
      ...(body.limitCoolingOffHours !== undefined && { limitCoolingOffHours: body.limitCoolingOffHours }),
      ...(body.kycWithdrawLevel !== undefined && { kycWithdrawLevel: body.kycWithdrawLevel }),
      ...(body.kycDepositTotal !== undefined && {
        kycDepositTotal: body.kycDepositTotal === null ? null : BigInt(body.kycDepositTotal),
      }),
      ...(body.kycDepositLevel !== undefined && { kycDepositLevel: body.kycDepositLevel }),
      ...(body.realityCheckMinutes !== undefined && { realityCheckMinutes: body.realityCheckMinutes }),
      ...(body.showSessionClock !== undefined && { showSessionClock: body.showSessionClock }),
      ...(body.exclusionAcrossBrands !== undefined && { exclusionAcrossBrands: body.exclusionAcrossBrands }),
      ...topAgentCeilingColumns(body.topAgentRateCeilings),
      ...(rules && { registerRules: rules }),
    };
    if (Object.keys(columns).length) await tx.update(merchants).set(columns).where(eq(merchants.id, merchantId));
    for (const [modId, enabled] of Object.entries(body.modules ?? {}))
      await tx
        .insert(merchantModules)
        .values({ merchantId, modId, enabled })
        .onConflictDoUpdate({ target: [merchantModules.merchantId, merchantModules.modId], set: { enabled } });
    if (body.domains) {
      await tx.delete(merchantDomains).where(eq(merchantDomains.merchantId, merchantId));
      if (body.domains.length) {
        const added = await tx
          .insert(merchantDomains)
          .values(body.domains.map((d) => ({ merchantId, domain: d.domain, listed: d.listed })))
          .onConflictDoNothing()
          .returning();
        if (added.length !== new Set(body.domains.map((d) => d.domain)).size)
          throw new AppError('merchant.domain.taken', 'A domain belongs to another brand');
      }
    }
    if (body.customerServices) {
      await tx.delete(merchantCustomerServices).where(eq(merchantCustomerServices.merchantId, merchantId));
      if (body.customerServices.length)
        await tx
          .insert(merchantCustomerServices)
          .values(body.customerServices.map((c, sort) => ({ merchantId, ...c, sort })));
    }
    if (body.appLinks) {
      await tx.delete(merchantResources).where(eq(merchantResources.merchantId, merchantId));
      if (body.appLinks.length)
        await tx.insert(merchantResources).values(body.appLinks.map((r) => ({ merchantId, ...r })));
    }
    const after = await readSettings(tx as unknown as Db, merchantId);
    // A ceiling set ends the top-level agents' offers and contracts over it, with this change.
    const ended = await endOffersOverTopCeilings(tx, merchantId, body.topAgentRateCeilings);
    await audit(tx, {
      merchantId,
      actor: operatorActor(by.operatorId),
      action: 'merchant.settings',
      details: { ...changes(before, after), ...(ended.length && { endedContracts: ended }) },
      ip: by.ip,
    });
  });
  return readSettings(db, merchantId);
}

/**
 * The brand's settings, read by its staff (the default password by admins only) and changed by its
 * admins; each change is audited with
 * what it was before and after, and every server process hears of it at commit (the database's
 * merchant triggers, platform/merchant.ts), so it takes effect at once.
 */
export const merchantSettingsRoutes: FastifyPluginAsyncZod<{ db: Db; changed: () => void }> = async (
  app,
  { db, changed },
) => {
  app.get(
    '/wps/operator/merchant/settings',
    {
      config: { roles: ['admin', 'content', 'risk', 'finance', 'support', 'lottery'] },
      schema: { response: { 200: envelope(merchantSettings) } },
    },
    async (request) => ok(settingsFor(request.operator.role, await readSettings(db, request.merchant.id))),
  );

  app.patch(
    '/wps/operator/merchant/settings',
    {
      config: { roles: ['admin'] },
      schema: { body: merchantSettingsUpdate, response: { 200: envelope(merchantSettings) } },
    },
    async (request) => {
      const after = await updateSettings(db, request.merchant.id, request.body, {
        operatorId: request.operator.id,
        ip: request.ip,
      });
      // This process at once; the others when the database's notice reaches them.
      changed();
      return ok(after);
    },
  );
};
