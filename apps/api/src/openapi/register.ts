import type { FastifyInstance } from 'fastify';
import swagger, { type FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { IMAGE_UPLOAD } from '@trilha/shared';
import '../http/multipart.ts';
import '../http/route-access.ts';

type Transform = NonNullable<FastifyDynamicSwaggerOptions['transform']>;
type JsonSchema = Record<string, unknown>;

/**
 * The zod transform, plus what a route declares outside its schema that a client must know:
 * - `x-access`: who may call it (config.access: 'global', 'tenant', 'authenticated' or
 *   `{ permission }`; docs/permissions.md says which roles hold each permission);
 * - its multipart form (config.multipart), as `multipart/form-data` next to the JSON body: the
 *   image file field (PNG, JPEG or WEBP by content, at most 2 MB) and, where the route says so,
 *   its body fields as form fields.
 */
const transform: Transform = (input) => {
  const out = jsonSchemaTransform(input) as { schema: JsonSchema; url: string };
  const config = input.route.config as
    | { access?: unknown; multipart?: { file: string; bodyFields?: boolean; files?: Record<string, string>; repeat?: string } }
    | undefined;
  if (out.schema.hide) return out;
  const schema: JsonSchema = { ...out.schema, 'x-access': config?.access };
  const form = config?.multipart;
  if (form) {
    const json = schema.body as JsonSchema | undefined;
    const file = {
      type: 'string',
      format: 'binary',
      description: `${IMAGE_UPLOAD.types.join(', ')} (by content), at most ${IMAGE_UPLOAD.maxBytes / 1024 / 1024} MB`,
    };
    // The JSON body may be nullable (`.nullish()`: the route also takes a form); the form itself is not.
    const fields = json && Array.isArray(json.allOf) && json.allOf.length === 1 ? (json.allOf[0] as JsonSchema) : json;
    const fileProps: Record<string, JsonSchema> = form.files
      ? Object.fromEntries(
          Object.entries(form.files).map(([name, description]) => [
            name,
            name === form.repeat
              ? { type: 'array', items: { type: 'string', format: 'binary' }, description }
              : { type: 'string', format: 'binary', description },
          ]),
        )
      : { [form.file]: file };
    const multipart =
      form.bodyFields && fields
        ? { allOf: [fields, { type: 'object', properties: fileProps }] }
        : { type: 'object', properties: fileProps, required: [form.file] };
    schema.body = {
      content: {
        ...(json ? { 'application/json': { schema: json } } : {}),
        'multipart/form-data': { schema: multipart },
      },
    };
  }
  return { ...out, schema };
};

/** OpenAPI generated from the same zod schemas the routes validate with; UI at /docs. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Trilha API',
        version: '0.1.0',
        description:
          'Multi-tenant learning platform API. The tenant is the first label of the request host ' +
          '(demo.example.com → tenant "demo"). All calls except GET /settings and the sign-in ones carry a bearer token. ' +
          'Each operation names who may call it in `x-access`. Every refusal answers the `Error` shape with a ' +
          'Portuguese message, including those made before a route is found (400, 408, 414, 431).',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform,
    transformObject: jsonSchemaTransformObject,
  });
  // The UI's own policy (swagger-ui's, with the hashes of its inline scripts) instead of the API's
  // `default-src 'none'`; without upgrade-insecure-requests, which would break it on plain http.
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    uiConfig: { docExpansion: 'list' },
    staticCSP: true,
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
  });
}
