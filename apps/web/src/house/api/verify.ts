import { queryOptions, useQuery } from '@tanstack/react-query';
import { houseApi } from './client.ts';

export type PublicRound = {
  id: number;
  game: string;
  status: 'OPEN' | 'SETTLED' | 'VOID';
  seedHash: string;
  serverSeed: string | null;
  clientSeed: string;
  nonce: number;
  outcome: unknown;
};
type Verification = { round: PublicRound; replay: { matches: boolean; outcome: unknown } | null };
/** The server's answer, and whether the revealed seed hashes to the published hash (null while open). */
export type CheckedRound = Verification & { hashOk: boolean | null };

/** SHA-256 in the player's own browser, so the hash check does not take the server's word. */
async function sha256Hex(text: string) {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** GET /house/api/rounds/:id/verify: a round, replayed by the server, its seed hashed here. */
export const verifyRoundQuery = (round: string) =>
  queryOptions({
    queryKey: ['house', 'verify', round],
    queryFn: async (): Promise<CheckedRound> => {
      const v = await houseApi<Verification>(`/rounds/${encodeURIComponent(round)}/verify`);
      const hashOk = v.round.serverSeed ? (await sha256Hex(v.round.serverSeed)) === v.round.seedHash : null;
      return { ...v, hashOk };
    },
    retry: false,
  });

/** The check of the round asked for; nothing is asked while `round` is null. */
export const useVerifyRound = (round: string | null) =>
  useQuery({ ...verifyRoundQuery(round ?? ''), enabled: round !== null });
