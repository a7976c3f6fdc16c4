import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps.ts';
import type { FormInput } from '../kit/form-input.ts';
import type { Tenant } from '../kit/tenant.ts';
import { readImageForm } from '../storage/image-upload.ts';
import { readMaterialForm } from '../storage/uploads.ts';

/**
 * The request's body as a use case's FormInput (kit/form-input.ts): the multipart parsing stays
 * here at the edge; nothing is read until the use case asks.
 */
export function formInput(req: FastifyRequest, deps: Pick<AppDeps, 'config' | 'storage'>, tenant: Tenant): FormInput {
  return {
    multipart: req.isMultipart(),
    parts: (limits) => req.parts({ limits }),
    materialForm: (o) => readMaterialForm(req, deps, tenant.companyId, o),
    imageForm: (o) => readImageForm(req, deps.storage, o),
  };
}
