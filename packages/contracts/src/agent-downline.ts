import { z } from 'zod';
import { text } from './account.ts';
import { CONTRACT_KINDS, contractOffer } from './agent-contracts.ts';
import { minorAmount } from './money.ts';

/**
 * Account opening (sealed). Without a password the server makes a random one-time password and
 * answers it once (`temporaryPassword`), never the brand's default password; either way the new
 * member must choose their own at first login.
 */
export const createDownlineRequest = z.object({
  username: text(64),
  password: text(64).optional(),
  accountType: z.enum(['PLAYER', 'AGENT']),
  nickname: text(64).optional(),
  /** Offers saved as PENDING for the new member to accept or reject. */
  contracts: z
    .array(contractOffer)
    .max(CONTRACT_KINDS.length)
    .refine((c) => new Set(c.map((x) => x.kind)).size === c.length, { message: 'one offer per kind' })
    .optional(),
  /** Under this key a resend answers the first opening, whatever changed since. */
  idempotencyKey: z.string().min(8).max(64).optional(),
});

export const createDownlineValue = z.object({
  id: z.number(),
  account: z.string(),
  type: z.number(),
  /** The affiliate (invitation) code of a new agent, for their own recruits. */
  affiliateCode: z.string().nullable(),
  mustChangePassword: z.boolean(),
  contracts: z.array(z.object({ id: z.number(), kind: z.enum(CONTRACT_KINDS), status: z.string() })),
  /**
   * The one-time password the server made when the request had none, for the agent to hand to
   * the player: in the first answer only. A resend under the same key answers without it (only its
   * hash is kept); a lost one is replaced by the brand's staff (the back office's password reset).
   */
  temporaryPassword: z.string().optional(),
});

/** Money from the agent's main wallet to a member of their team (sealed). */
export const agentTransferRequest = z
  .object({
    memberId: z.number().int().positive().optional(),
    account: text(64).optional(),
    amount: minorAmount,
    paymentPassword: z.string().max(64),
    idempotencyKey: z.string().min(8).max(64).optional(),
  })
  .refine((r) => (r.memberId === undefined) !== (r.account === undefined), {
    message: 'name the member by memberId or by account',
  });

export const agentTransferValue = z.object({
  transactionId: z.number(),
  replayed: z.boolean(),
  memberId: z.number(),
  account: z.string(),
  amount: z.string(),
});
