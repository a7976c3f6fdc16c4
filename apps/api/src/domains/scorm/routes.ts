import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@trilha/shared';
import {
  saveScormCmiBodySchema,
  saveScormCmiResponseSchema,
  scormAttemptResponseSchema,
  scormItemParamsSchema,
  scormLaunchResponseSchema,
} from '@trilha/shared/scorm';
import type { AppDeps } from '../../deps.ts';
import { appError } from '../../kit/errors.ts';
import { FRAMED_DOCUMENT } from '../../http/security-headers.ts';
import { requireActor, requireTenant } from '../../http/request-context.ts';
import { webOriginOf } from './content-origin.ts';
import { packageContentType } from './content-types.ts';
import { getScormCmi } from './get-scorm-cmi.ts';
import { launchScormItem } from './launch-scorm-item.ts';
import { judgeEntryName } from './package/entry-names.ts';
import { extractionPrefix } from './package/stored-package.ts';
import { packageCsp, playerPage, playerPageCsp } from './player/player-page.ts';
import { runtimeFiles } from './player/runtime-files.ts';
import { resolveLaunch } from './resolve-launch.ts';
import { saveScormCmi } from './save-scorm-cmi.ts';

const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 422: errorResponseSchema };
const tags = ['scorm'];
const security = [{ bearer: [] }];
const launchParams = scormItemParamsSchema.extend({ token: z.string().max(100) });
const html = z.string().describe('text/html');

export const scormRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post('/scorm/:materialItemId/launch', {
      config: { access: { permission: 'scorm:play' } },
      schema: {
        tags,
        security,
        summary:
          'Open a SCORM item: the player URL on the content origin (with a launch token), the SCORM edition and entry point',
        params: scormItemParamsSchema,
        response: { 200: scormLaunchResponseSchema, ...errors },
      },
      handler: async (req) => ({
        data: await launchScormItem(
          deps,
          requireTenant(req),
          requireActor(req),
          req.params.materialItemId,
          `${req.protocol}://${req.host}`,
        ),
      }),
    });

    app.get('/scorm/:materialItemId/cmi', {
      config: { access: { permission: 'scorm:play' } },
      schema: {
        tags,
        security,
        summary: "The caller's saved SCORM run-time data (cmi) in an item",
        params: scormItemParamsSchema,
        response: { 200: scormAttemptResponseSchema, ...errors },
      },
      handler: async (req) => ({
        data: await getScormCmi(deps, requireTenant(req), requireActor(req), req.params.materialItemId),
      }),
    });

    app.put('/scorm/:materialItemId/cmi', {
      config: { access: { permission: 'scorm:play' } },
      schema: {
        tags,
        security,
        summary: "Save the caller's SCORM run-time data (a commit); completed/passed marks the item done",
        params: scormItemParamsSchema,
        body: saveScormCmiBodySchema,
        response: { 200: saveScormCmiResponseSchema, ...errors },
      },
      handler: (req) => saveScormCmi(deps, requireTenant(req), requireActor(req), req.params.materialItemId, req.body),
    });

    // The two routes below are loaded by iframes, which send no bearer header: the launch token in
    // the path says who (docs/security.md "SCORM packages"). Their tenant is the host's, as always.
    app.get('/scorm/:materialItemId/player/:token', {
      config: { access: 'tenant' },
      helmet: FRAMED_DOCUMENT,
      schema: {
        tags,
        summary: 'The SCORM player page (on the content origin): relays the SCORM API to the web client and frames the package',
        params: launchParams,
        response: { 200: html, 404: errorResponseSchema },
      },
      handler: async (req, reply) => {
        const tenant = requireTenant(req);
        const { item } = await resolveLaunch(deps, tenant, req.params.materialItemId, req.params.token);
        const webOrigin = webOriginOf(deps, tenant);
        const contentUrl = `/scorm/${item.id}/content/${req.params.token}/${item.entryPoint}`;
        return reply
          .header('content-type', 'text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .header('x-content-type-options', 'nosniff')
          .header('referrer-policy', 'no-referrer')
          .header('content-security-policy', playerPageCsp(webOrigin))
          .send(playerPage({ parentOrigin: webOrigin, contentUrl, version: item.version ?? '1.2' }));
      },
    });

    app.get('/scorm/:materialItemId/content/:token/*', {
      config: { access: 'tenant' },
      helmet: FRAMED_DOCUMENT,
      schema: {
        tags,
        summary: "A file of a SCORM package, for the player's frame",
        params: launchParams.extend({ '*': z.string().max(2000) }),
      },
      handler: async (req, reply) => {
        const tenant = requireTenant(req);
        const { item } = await resolveLaunch(deps, tenant, req.params.materialItemId, req.params.token);
        const path = judgeEntryName(req.params['*']);
        const prefix = extractionPrefix(item.zipKey);
        const file = path.ok && !path.isDir && prefix ? await deps.storage.open(`${prefix}${path.path}`) : null;
        if (!file || !path.ok) throw appError('SCORM_ITEM_NOT_FOUND');
        return reply
          .header('content-type', packageContentType(path.path))
          .header('content-length', file.size)
          .header('cache-control', 'private, max-age=3600')
          .header('x-content-type-options', 'nosniff')
          .header('referrer-policy', 'no-referrer')
          .header('cross-origin-resource-policy', 'same-origin')
          .header('content-security-policy', packageCsp(webOriginOf(deps, tenant), tenant.scormAllowedOrigins))
          .send(file.body);
      },
    });

    app.get('/scorm/runtime/:file', {
      config: { access: 'global' },
      schema: {
        tags,
        summary: "The SCORM player page's scripts (scorm-again's CrossFrameAPI and the relay)",
        params: z.object({ file: z.enum(['cross-frame-api.js', 'player.js']) }),
        response: { 200: z.string().describe('text/javascript') },
      },
      handler: async (req, reply) =>
        reply
          .header('content-type', 'text/javascript; charset=utf-8')
          .header('cache-control', 'public, max-age=3600')
          .header('x-content-type-options', 'nosniff')
          .header('cross-origin-resource-policy', 'same-origin')
          .send(runtimeFiles()[req.params.file]),
    });
  };
