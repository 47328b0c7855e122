import type { App } from '../../src/app.ts';
import { addPvpTable, PVP_TABLES, type PvpTableDef } from '../../src/house/pvp/tables.ts';
import { uniqueCode } from './app.ts';

/** A bull-bull table of its own for each test (ante 1.00 unless said), so hands of other tests never mix in. */
export function freshPvpTable(mode: PvpTableDef['mode'], ante = 100n): PvpTableDef {
  const t = { ...(PVP_TABLES[0] as PvpTableDef), id: uniqueCode('bull'), mode, ante };
  addPvpTable(t);
  return t;
}

// biome-ignore lint/suspicious/noExplicitAny: tests read the answers field by field, as JSON
type Answer = { status: number; errorCode: string | null; value: any };

/** The table routes as a game window calls them. */
export const pvpApi = (s: { app: App }) => {
  const call = async (method: 'GET' | 'POST', url: string, auth: Record<string, string>, payload?: object) => {
    const res = await s.app.inject({
      method,
      url,
      headers: auth,
      ...(method === 'POST' ? { payload: payload ?? {} } : {}),
    });
    const body = res.json();
    return { status: res.statusCode, errorCode: body.errorCode ?? null, value: body.value } as Answer;
  };
  return {
    get: (id: string, auth: Record<string, string>) => call('GET', `/house/api/pvp/tables/${id}`, auth),
    post: (id: string, verb: string, auth: Record<string, string>, payload?: object) =>
      call('POST', `/house/api/pvp/tables/${id}/${verb}`, auth, payload),
  };
};
