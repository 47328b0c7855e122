import { CS_WEB_TYPE, type DomainRoute, type SystemStatus, sealCsLink, type UiLanguage } from '@mekong/contracts';
import { isRegionRestricted } from '../../platform/geo.ts';
import type { ResolvedMerchant } from '../../platform/merchant.ts';

export function brandOf(m: ResolvedMerchant): SystemStatus['info']['brand'] {
  return {
    code: m.code,
    name: m.name,
    currency: m.currency,
    currencySymbol: m.currencySymbol,
    timezone: m.timezone,
    defaultLanguage: m.defaultLanguage as UiLanguage,
    languages: m.languages as UiLanguage[],
    logoUrl: m.logoUrl,
    theme: { primary: m.themePrimary, accent: m.themeAccent },
  };
}

const resourcesOf = (m: ResolvedMerchant) =>
  m.resources.map((r) => ({ resourceType: r.resourceType, url: r.url, qrCodeUrl: r.qrCodeUrl }));

/** The boot call: brand, switches and the permission verdict (maintenance, region) in one answer. */
export function systemStatus(
  m: ResolvedMerchant,
  client: { ip: string; country: string | null; url: string },
): SystemStatus {
  return {
    maintenance: m.maintenance,
    closed: !m.enabled,
    maintenanceMessage: m.maintenance ? m.maintenanceMessage : null,
    regionRestriction: isRegionRestricted(m, client.country),
    location: { ip: client.ip, country: client.country },
    url: client.url,
    info: {
      brand: brandOf(m),
      whitelabel: m.whitelabel,
      register: { minimumAge: m.minimumAge },
      showSessionClock: m.showSessionClock,
      resources: resourcesOf(m),
      customerService: m.customerServices.map((c) => ({ csType: c.csType, title: c.title, url: c.url })),
      imageCDNs: m.imageCdns,
      launchGameCDNs: m.launchGameCdns,
    },
  };
}

/**
 * Customer-service paths (first regular, second for VIP members), sealed as decision 0010 describes
 * them, for the web client type; mirror domains and app links.
 */
export async function domainRoute(m: ResolvedMerchant): Promise<DomainRoute> {
  const primary = m.customerServices.find((c) => c.csType === 'LIVECHAT') ?? m.customerServices[0];
  const desks = primary ? [primary.url, primary.vipUrl ?? primary.url] : [];
  return {
    customerService: await Promise.all(desks.map(async (url) => ({ type: CS_WEB_TYPE, path: await sealCsLink(url) }))),
    domainList: m.domains.filter((d) => d.listed).map((d) => ({ domain: d.domain, speed: null })),
    resources: resourcesOf(m),
  };
}
