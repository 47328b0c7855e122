import fs from 'node:fs/promises';
import path from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../platform/db/index.ts';
import { feedback, kycDocuments, promotionApplications, withdrawals } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import { KYC_REVIEWERS } from '../protection/index.ts';
import type { AccountServices } from '../services.ts';

/**
 * Where each upload folder's names are stored: an image is served only when a row of the
 * operator's own merchant names it, so one brand's operators never read another's files.
 */
const OWNERS = {
  'withdrawal-proofs': { table: withdrawals, merchant: withdrawals.merchantId, names: withdrawals.proofs },
  'promotion-applications': {
    table: promotionApplications,
    merchant: promotionApplications.merchantId,
    names: promotionApplications.images,
  },
  feedback: { table: feedback, merchant: feedback.merchantId, names: feedback.images },
  // One file per row: the name is the column itself.
  'kyc-documents': { table: kycDocuments, merchant: kycDocuments.merchantId, names: kycDocuments.file },
} as const;

type Folder = keyof typeof OWNERS;
const CONTENT_TYPES: Record<string, string> = { '.png': 'image/png', '.jpg': 'image/jpeg', '.pdf': 'application/pdf' };

async function ownedBy(db: Db, folder: Folder, merchantId: number, name: string) {
  const o = OWNERS[folder];
  const named: SQL =
    folder === 'kyc-documents' ? sql`${o.names} = ${name}` : sql`${o.names} @> ${JSON.stringify([name])}::jsonb`;
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(o.table)
    .where(sql`${o.merchant} = ${merchantId} and ${named}`)
    .limit(1);
  return !!row;
}

/**
 * GET /wps/operator/uploads/:folder/:file: the images players attached (withdrawal proofs,
 * promotion applications, feedback), for the operator reviewing them. Names are the random ones
 * `storeImages` gave; the type served is the one their bytes were checked to be.
 */
export const operatorUploadRoutes =
  (s: AccountServices): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/wps/operator/uploads/:folder/:file',
      {
        config: { roles: ['admin', 'finance', 'support', 'risk'] },
        schema: {
          params: z.object({
            folder: z.enum(Object.keys(OWNERS) as [Folder, ...Folder[]]),
            file: z.string().regex(/^[0-9a-f]{24}\.(png|jpg|pdf)$/),
          }),
        },
      },
      async (request, reply) => {
        const { folder, file } = request.params;
        // Identity documents are for the roles that review them, not for every role that sees
        // payments.
        if (folder === 'kyc-documents' && !KYC_REVIEWERS.includes(request.operator.role))
          throw new AppError('operator.forbidden', 'Your role may not see identity documents');
        if (!(await ownedBy(s.db, folder, request.merchant.id, `${folder}/${file}`)))
          throw new AppError('request.not.found', 'No such image');
        const bytes = await fs.readFile(path.join(s.config.dataDir, 'uploads', folder, file));
        return (
          reply
            .header('content-type', CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream')
            // Shown in the console's own page, never run: a pdf opens as a download.
            .header('content-disposition', file.endsWith('.pdf') ? 'attachment' : 'inline')
            .header('cache-control', 'private, no-store')
            .send(bytes)
        );
      },
    );
  };
