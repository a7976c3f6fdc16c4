import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, messageResponseSchema, numericIdParamsSchema } from '@trilha/shared';
import {
  MATERIAL_MESSAGES as M,
  createMaterialBodySchema,
  createMaterialItemBodySchema,
  createSettingsBodySchema,
  downloadParamsSchema,
  downloadQuerySchema,
  IMPORT_FILES_MAX,
  importFilesBodySchema,
  importFilesResponseSchema,
  listMaterialItemsQuerySchema,
  listMaterialsQuerySchema,
  markProgressBodySchema,
  markProgressResponseSchema,
  materialDataSchema,
  materialItemDataSchema,
  materialItemPageSchema,
  materialItemResponseSchema,
  materialItemSettingsResponseSchema,
  materialListSchema,
  materialResponseSchema,
  positionsSchema,
  reorderBodySchema,
  reorderMaterialBodySchema,
  unlockBodySchema,
  unlockResponseSchema,
  updateMaterialBodySchema,
  updateMaterialItemBodySchema,
  updateSettingsBodySchema,
  uploadBodySchema,
} from '@trilha/shared/materials';
import type { AppDeps } from '../../deps.ts';
import { requireActor, requireTenant } from '../../http/request-context.ts';
import { formInput } from '../../http/form-input.ts';
import { sendFile } from '../../http/send-file.ts';
import { formBytes } from '../../http/multipart.ts';
import { createMaterial, deleteMaterial, getMaterial, listMaterials, updateMaterial } from './materials.ts';
import { createMaterialItem, deleteMaterialItem, getMaterialItem, listMaterialItems, updateMaterialItem } from './items.ts';
import { duplicateMaterial, duplicateMaterialItem } from './duplicate.ts';
import { reorderItem, reorderMaterial } from './reorder.ts';
import { importFiles } from './import-files.ts';
import { uploadItemFile } from './upload.ts';
import { createItemSettings, updateItemSettings } from './settings.ts';
import { unlockItem } from './unlock.ts';
import { markProgress } from './mark-progress.ts';
import { downloadFile } from './download.ts';

const security = [{ bearer: [] }];
const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  413: errorResponseSchema,
  415: errorResponseSchema,
  422: errorResponseSchema,
  429: errorResponseSchema,
};
const MAIN_FILE = 'type file: pdf, docx or txt (by content and extension); audio: mp3, wav, ogg or m4a; scorm: the .zip package';
const ITEM_FILES = {
  file: MAIN_FILE,
  audio: 'optional narration: mp3, wav, ogg or m4a',
  image: 'optional image: PNG, JPEG or WEBP',
};

export const materialRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['materials'];
    // Main file, narration and image, each at most MATERIAL_UPLOAD_MAX_BYTES (uploads.ts).
    const itemForm = formBytes(deps.config.MATERIAL_UPLOAD_MAX_BYTES, Object.keys(ITEM_FILES).length);
    app.post('/materials', {
      config: {
        access: { permission: 'materials:manage', licence: 'materials' },
        multipart: { file: 'image', bodyFields: true },
      },
      schema: {
        tags,
        security,
        summary: 'Create a material in a discipline (JSON, or multipart with an optional `image`)',
        body: createMaterialBodySchema.nullish(),
        response: { 201: materialResponseSchema, ...errors },
      },
      handler: async (req, reply) => {
        const data = await createMaterial(
          deps,
          requireTenant(req),
          requireActor(req),
          formInput(req, deps, requireTenant(req)),
          req.body,
        );
        return reply.status(201).send({ message: M.materialCreated, data });
      },
    });

    app.get('/materials', {
      config: { access: { permission: 'materials:read' } },
      schema: {
        tags,
        security,
        summary: "A discipline's materials in order, each with its items and the caller's progress",
        querystring: listMaterialsQuerySchema,
        response: { 200: materialListSchema, ...errors },
      },
      handler: (req) => listMaterials(deps, requireTenant(req), requireActor(req), req.query),
    });

    app.get('/materials/:id', {
      config: { access: { permission: 'materials:read' } },
      schema: {
        tags,
        security,
        summary: 'One material with its items',
        params: numericIdParamsSchema,
        response: { 200: materialDataSchema, ...errors },
      },
      handler: async (req) => ({ data: await getMaterial(deps, requireTenant(req), requireActor(req), req.params.id) }),
    });

    app.delete('/materials/:id', {
      config: { access: { permission: 'materials:manage', licence: 'materials' } },
      schema: {
        tags,
        security,
        summary: 'Delete a material and its items',
        params: numericIdParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
      handler: async (req) => {
        await deleteMaterial(deps, requireTenant(req), requireActor(req), req.params.id);
        return { message: M.materialDeleted };
      },
    });

    app.post('/materials/:id/update', {
      config: {
        access: { permission: 'materials:manage', licence: 'materials' },
        multipart: { file: 'image', bodyFields: true },
      },
      schema: {
        tags,
        security,
        summary: 'Update a material (JSON, or multipart with an optional new `image`)',
        params: numericIdParamsSchema,
        body: updateMaterialBodySchema.nullish(),
        response: { 200: materialResponseSchema, ...errors },
      },
      handler: async (req) => ({
        message: M.materialUpdated,
        data: await updateMaterial(
          deps,
          requireTenant(req),
          requireActor(req),
          req.params.id,
          formInput(req, deps, requireTenant(req)),
          req.body,
        ),
      }),
    });

    app.post('/materials/:id/duplicate', {
      config: { access: { permission: 'materials:manage', licence: 'materials' } },
      schema: {
        tags,
        security,
        summary: 'Deep copy of a material: items, settings, question links and files',
        params: numericIdParamsSchema,
        response: { 201: materialResponseSchema, ...errors },
      },
      handler: async (req, reply) => {
        const data = await duplicateMaterial(deps, requireTenant(req), requireActor(req), req.params.id);
        return reply.status(201).send({ message: M.materialDuplicated, data });
      },
    });

    app.post('/materials/:id/index', {
      config: { access: { permission: 'materials:manage', licence: 'materials' } },
      schema: {
        tags,
        security,
        summary: "Move a material to a new 0-based position among its discipline's materials",
        params: numericIdParamsSchema,
        body: reorderMaterialBodySchema,
        response: { 200: positionsSchema, ...errors },
      },
      handler: (req) => reorderMaterial(deps, requireTenant(req), requireActor(req), req.params.id, req.body),
    });

    app.post('/materials/file/import', {
      config: {
        access: { permission: 'materials:manage', licence: 'materials', costly: 'import' },
        multipart: {
          file: 'files',
          bodyFields: true,
          repeat: 'files',
          files: { files: 'one or more pdf, docx or txt files' },
          maxBytes: formBytes(deps.config.MATERIAL_UPLOAD_MAX_BYTES, IMPORT_FILES_MAX),
        },
      },
      schema: {
        tags,
        security,
        summary: 'Many files become file items of a material, all or nothing',
        description:
          "multipart/form-data: material_id and one or more `files`. Titles come from the file names (at most 50 characters). A refusal is 422 MATERIAL_IMPORT_INVALID whose errors.files lists 'Os titulos dos arquivos podem contem no máximo 50 caracteres' and one 'Arquivo Invalido: {file}' per bad file.",
        body: importFilesBodySchema.nullish(),
        response: { 201: importFilesResponseSchema, ...errors },
      },
      handler: async (req, reply) => {
        const data = await importFiles(deps, requireTenant(req), requireActor(req), formInput(req, deps, requireTenant(req)));
        return reply.status(201).send({ message: M.materialFilesImported, data });
      },
    });

    const itemTags = ['material-items'];
    app.post('/material-items', {
      config: {
        access: { permission: 'materials:manage', licence: 'materials' },
        multipart: { file: 'file', bodyFields: true, files: ITEM_FILES, maxBytes: itemForm },
      },
      schema: {
        tags: itemTags,
        security,
        summary: 'Create a material item of any kind (multipart; JSON for kinds without files)',
        body: createMaterialItemBodySchema.nullish(),
        response: { 201: materialItemResponseSchema, ...errors },
      },
      handler: async (req, reply) => {
        const data = await createMaterialItem(
          deps,
          requireTenant(req),
          requireActor(req),
          formInput(req, deps, requireTenant(req)),
          req.body,
        );
        return reply.status(201).send({ message: M.materialItemCreated, data });
      },
    });

    app.get('/material-items', {
      config: { access: { permission: 'materials:read' } },
      schema: {
        tags: itemTags,
        security,
        summary: "A material's or a discipline's items in order, paginated",
        querystring: listMaterialItemsQuerySchema,
        response: { 200: materialItemPageSchema, ...errors },
      },
      handler: (req) => listMaterialItems(deps, requireTenant(req), requireActor(req), req.query),
    });

    app.post('/material-items/upload', {
      config: {
        access: { permission: 'materials:manage', licence: 'materials' },
        multipart: {
          file: 'file',
          bodyFields: true,
          files: { file: `${MAIN_FILE}; with field=audio: the narration` },
          maxBytes: formBytes(deps.config.MATERIAL_UPLOAD_MAX_BYTES),
        },
      },
      schema: {
        tags: itemTags,
        security,
        summary: "Replace an item's main file or narration (multipart: material_item_id, field, file)",
        body: uploadBodySchema.nullish(),
        response: { 200: materialItemResponseSchema, ...errors },
      },
      handler: async (req) => ({
        message: M.materialItemUpdated,
        data: await uploadItemFile(deps, requireTenant(req), requireActor(req), formInput(req, deps, requireTenant(req))),
      }),
    });

    app.get('/material-items/:id', {
      config: { access: { permission: 'materials:read' } },
      schema: {
        tags: itemTags,
        security,
        summary: 'One material item',
        params: numericIdParamsSchema,
        response: { 200: materialItemDataSchema, ...errors },
      },
      handler: async (req) => ({ data: await getMaterialItem(deps, requireTenant(req), requireActor(req), req.params.id) }),
    });

    app.delete('/material-items/:id', {
      config: { access: { permission: 'materials:manage', licence: 'materials' } },
      schema: {
        tags: itemTags,
        security,
        summary: 'Delete a material item',
        params: numericIdParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
      handler: async (req) => {
        await deleteMaterialItem(deps, requireTenant(req), requireActor(req), req.params.id);
        return { message: M.materialItemDeleted };
      },
    });

    app.post('/material-items/:id/update', {
      config: {
        access: { permission: 'materials:manage', licence: 'materials' },
        multipart: { file: 'file', bodyFields: true, files: ITEM_FILES, maxBytes: itemForm },
      },
      schema: {
        tags: itemTags,
        security,
        summary: 'Update a material item (its type cannot change; files sent replace the old ones)',
        params: numericIdParamsSchema,
        body: updateMaterialItemBodySchema.nullish(),
        response: { 200: materialItemResponseSchema, ...errors },
      },
      handler: async (req) => ({
        message: M.materialItemUpdated,
        data: await updateMaterialItem(
          deps,
          requireTenant(req),
          requireActor(req),
          req.params.id,
          formInput(req, deps, requireTenant(req)),
          req.body,
        ),
      }),
    });

    app.post('/material-items/:id/duplicate', {
      config: { access: { permission: 'materials:manage', licence: 'materials' } },
      schema: {
        tags: itemTags,
        security,
        summary: 'Copy of an item at the end of its material (files copied)',
        params: numericIdParamsSchema,
        response: { 201: materialItemResponseSchema, ...errors },
      },
      handler: async (req, reply) => {
        const data = await duplicateMaterialItem(deps, requireTenant(req), requireActor(req), req.params.id);
        return reply.status(201).send({ message: M.materialItemDuplicated, data });
      },
    });

    app.post('/material-items/:id/index', {
      config: { access: { permission: 'materials:manage', licence: 'materials' } },
      schema: {
        tags: itemTags,
        security,
        summary: 'Move an item to a 0-based position in its material, or into another material (material_id)',
        params: numericIdParamsSchema,
        body: reorderBodySchema,
        response: { 200: positionsSchema, ...errors },
      },
      handler: (req) => reorderItem(deps, requireTenant(req), requireActor(req), req.params.id, req.body),
    });

    app.post('/material-items/:id/password', {
      config: { access: { permission: 'materials:unlock' } },
      schema: {
        tags: itemTags,
        security,
        summary: 'Open a password-protected item for the caller (throttled per user and item)',
        params: numericIdParamsSchema,
        body: unlockBodySchema,
        response: { 200: unlockResponseSchema, ...errors },
      },
      handler: async (req) => {
        const r = await unlockItem(deps, requireTenant(req), requireActor(req), req.ip, req.params.id, req.body);
        return { message: M.materialItemUnlocked, expires_at: r.expiresAt.toISOString(), data: r.data };
      },
    });

    app.post('/material-item-settings', {
      config: { access: { permission: 'materials:manage', licence: 'materials' } },
      schema: {
        tags: itemTags,
        security,
        summary: "Create an item's settings (window, required, password, quiz rules)",
        body: createSettingsBodySchema,
        response: { 201: materialItemSettingsResponseSchema, ...errors },
      },
      handler: async (req, reply) => {
        const data = await createItemSettings(deps, requireTenant(req), requireActor(req), req.body);
        return reply.status(201).send({ message: M.materialItemSettingsSaved, data });
      },
    });

    app.put('/material-item-settings/:id', {
      config: { access: { permission: 'materials:manage', licence: 'materials' } },
      schema: {
        tags: itemTags,
        security,
        summary: "Update an item's settings",
        params: numericIdParamsSchema,
        body: updateSettingsBodySchema,
        response: { 200: materialItemSettingsResponseSchema, ...errors },
      },
      handler: async (req) => ({
        message: M.materialItemSettingsUpdated,
        data: await updateItemSettings(deps, requireTenant(req), requireActor(req), req.params.id, req.body),
      }),
    });

    app.post('/progress/material-items/:id/mark', {
      config: { access: { permission: 'materials:progress' } },
      schema: {
        tags: ['progress'],
        security,
        summary: "Mark an item done or not; answers the caller's material and discipline progress",
        params: numericIdParamsSchema,
        body: markProgressBodySchema,
        response: { 200: markProgressResponseSchema, ...errors },
      },
      handler: (req) => markProgress(deps, requireTenant(req), requireActor(req), req.params.id, req.body),
    });

    app.get('/download/companies/:companyId/users/:userId/file', {
      config: { access: { permission: 'materials:download' } },
      schema: {
        tags: ['material-items'],
        security,
        summary: "A material file's bytes, for a caller who may read its item (else 404)",
        params: downloadParamsSchema,
        querystring: downloadQuerySchema,
        description:
          'With STORAGE_SIGNED_DOWNLOADS=true (S3 storage), the answer is a 302 whose Location is a short-lived signed URL of the file.',
        response: { 404: errorResponseSchema, 401: errorResponseSchema, 422: errorResponseSchema },
      },
      handler: async (req, reply) =>
        sendFile(reply, await downloadFile(deps, requireTenant(req), requireActor(req), req.params, req.query)),
    });
  };
