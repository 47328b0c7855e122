import { envelope, lastLogin, memberInfo as memberInfoSchema } from '@mekong/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/errors.ts';
import type { AccountServices } from '../services.ts';
import { memberInfo } from './info.ts';
import { lastLoginOf } from './last-login.ts';

const avatar = z.object({ avatar: z.string(), avatarType: z.enum(['CUSTOM', 'STATIC']) });

/** What a signed-in member reads of their own account: the profile, the avatar and the last sign-in. */
export const memberRoutes =
  (s: AccountServices): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/wps/member/info',
      {
        config: { modId: 'COMM3', auth: 'trial-ok', duringBreak: true },
        schema: { response: { 200: envelope(memberInfoSchema) } },
      },
      async (request) => ok(await memberInfo(s, request.merchant, request.member)),
    );
    app.get(
      '/wps/member/last-login',
      { config: { auth: 'member' }, schema: { response: { 200: envelope(lastLogin) } } },
      async (request) => ok(await lastLoginOf(s.db, request.member)),
    );
    const icon = async (request: { member: { avatar: string; avatarType: 'CUSTOM' | 'STATIC' } }) =>
      ok({ avatar: request.member.avatar, avatarType: request.member.avatarType });
    const iconOptions = {
      config: { modId: 'PROFPIC3', auth: 'trial-ok' as const },
      schema: { response: { 200: envelope(avatar) } },
    };
    app.get('/wps/member/info/icon', iconOptions, icon);
    app.get('/wps/relay/MCSFE_getPlayerAvatar', iconOptions, icon);
  };
