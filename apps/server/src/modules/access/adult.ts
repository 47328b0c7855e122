import type { ConfirmAdultRequest } from '@mekong/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { audit } from '../../platform/audit.ts';
import type { SessionMember } from '../../platform/auth/sessions.ts';
import { members } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import type { AccountServices } from '../services.ts';

/** The player's word that they are 18 or older and accept the terms, at registration or after. */
export function requireAgeAndTerms(input: { ageConfirmed?: boolean | undefined; termsAccepted?: boolean | undefined }) {
  if (input.ageConfirmed !== true) throw new AppError('register.underage', 'Players must be 18 or older');
  if (input.termsAccepted !== true) throw new AppError('register.terms.required', 'Accept the terms to register');
}

/**
 * The player of an account an agent opened confirms being 18 or older and accepting the terms,
 * as registration asks; until then the auth guard lets the session do nothing else. The same
 * refusals as registration's; a second confirmation changes nothing.
 */
export async function confirmAdult(s: AccountServices, member: SessionMember, input: ConfirmAdultRequest, ip: string) {
  requireAgeAndTerms(input);
  await s.db.transaction(async (tx) => {
    const confirmed = await tx
      .update(members)
      .set({ adultConfirmedAt: sql`now()` })
      .where(and(eq(members.id, member.id), isNull(members.adultConfirmedAt)))
      .returning({ id: members.id });
    if (confirmed.length > 0)
      await audit(tx, {
        merchantId: member.merchantId,
        actor: { type: 'member', id: String(member.id) },
        action: 'member.adult.confirmed',
        ip,
      });
  });
  s.sessions.memberChanged(member.id);
}
