import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { HEADERS } from '@repo/domain';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiConfig } from '../config/env.ts';
import { PARAMETER_PARTS, parameterShapeOf, restNote, type Parts } from './openapi-parameters.ts';

/**
 * The OpenAPI document at /docs/json (UI at /docs), generated from the zod schemas the routes
 * validate with (ADR 0022). @fastify/swagger turns the JSON schema of a querystring, params or
 * headers into one parameter per key of its `properties`, and a schema without `properties`
 * into one parameter per keyword (`type`, `additionalProperties`, `description`), which no client can send.
 * So before the zod → JSON conversion each of those schemas is brought down to the object of
 * what the client sends: wrappers (preprocess, pipe, transform, default, optional…) are
 * unwrapped, and names no schema lists (a record, a catchall) are said in the operation's
 * description. A schema that is no object at all fails the document rather than lie.
 */

/** The operation's description with more paragraphs. */
const withParagraphs = (description: unknown, paragraphs: string[]) =>
  [typeof description === 'string' ? description : undefined, ...paragraphs]
    .filter((text): text is string => Boolean(text))
    .join('\n\n');

/**
 * Every body route takes JSON and urlencoded forms alike (@fastify/formbody is registered for
 * the whole app; spec §7 sends forms), unless the route names its own `consumes`.
 */
const BODY_TYPES = ['application/x-www-form-urlencoded', 'application/json'];

type Transform = ReturnType<typeof createJsonSchemaTransform>;

/**
 * The transform of @fastify/swagger: fastify-type-provider-zod's, given parameter parts it can
 * describe (see the module comment). Routes outside the bases need no Device-Id. A route whose
 * schema names a `binaryResponse` media type answers a file of that type.
 */
export function createOpenApiTransform(options: { basePaths: string[] }): Transform {
  const zodTransform = createJsonSchemaTransform({});
  const underBase = (url: string) =>
    options.basePaths.some((base) => url === base || url.startsWith(`${base}/`));
  return (input) => {
    const { schema, url, route } = input;
    if (!schema || schema.hide) return zodTransform(input);
    const where = (part: Parts) =>
      `${String(route.method)} ${url} ${part === 'querystring' ? 'query' : part}`;
    const prepared: FastifySchema & Record<string, unknown> = { ...schema };
    const paragraphs: string[] = [];
    for (const part of PARAMETER_PARTS) {
      const partSchema = schema[part];
      if (!(partSchema instanceof z.ZodType)) continue;
      const shape = parameterShapeOf(partSchema, where(part));
      prepared[part] = z.object(shape.properties);
      if (part === 'querystring' && shape.description) paragraphs.push(shape.description);
      const note = restNote(part, shape.rest);
      if (note) paragraphs.push(note);
    }
    if (paragraphs.length > 0)
      prepared.description = withParagraphs(schema.description, paragraphs);
    if (schema.body !== undefined && prepared.consumes === undefined)
      prepared.consumes = BODY_TYPES;
    if (prepared.security === undefined && !underBase(url)) prepared.security = [];
    const { binaryResponse, ...rest } = prepared as typeof prepared & { binaryResponse?: string };
    const transformed = zodTransform({ ...input, schema: rest });
    if (typeof binaryResponse !== 'string') return transformed;
    // A file answered as it is (a private photo): its media type, a binary body.
    return {
      ...transformed,
      schema: {
        ...transformed.schema,
        response: {
          200: {
            description: 'The file',
            content: { [binaryResponse]: { schema: { type: 'string', format: 'binary' } } },
          },
        },
      },
    };
  };
}

/** A query value as Fastify parses it: a repeated parameter is an array (the first is read). */
const queryValue = z.union([z.string(), z.array(z.string())]);

/**
 * The querystring of a route that reads its parameters itself and never fails on them (ADR
 * 0012): each parameter it reads, with what it means, and any other name accepted and ignored.
 * It validates what a record of strings would, and lists the parameters in the document.
 */
export function lenientQuery<const Name extends string>(params: Record<Name, string>) {
  const shape = Object.fromEntries(
    Object.entries<string>(params).map(([name, description]) => [
      name,
      queryValue.optional().describe(description),
    ]),
  ) as Record<Name, z.ZodOptional<typeof queryValue>>;
  return z
    .object(shape)
    .catchall(queryValue.describe('accepted and ignored (never an error, never a note)'));
}

/** Registers @fastify/swagger (with the transform above) and the UI at /docs. */
export async function registerOpenApi(
  app: FastifyInstance,
  config: Pick<ApiConfig, 'API_BASE_PATH' | 'AUTH_BASE_PATH' | 'NOTIFICATION_BASE_PATH'>,
): Promise<void> {
  const basePaths = [config.API_BASE_PATH, config.AUTH_BASE_PATH, config.NOTIFICATION_BASE_PATH];
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Psar API',
        description: `Bases: {api} = ${config.API_BASE_PATH}, {auth} = ${config.AUTH_BASE_PATH}, {notification} = ${config.NOTIFICATION_BASE_PATH}. Every call to a base needs the ${HEADERS.deviceId} header. Errors share one shape: { statusCode, statusMessage, data: { code, message, issues? } }. Bodies may be sent urlencoded or as JSON.`,
        version: '1',
      },
      components: {
        securitySchemes: {
          deviceId: { type: 'apiKey', in: 'header', name: HEADERS.deviceId },
          accessToken: { type: 'apiKey', in: 'header', name: HEADERS.accessToken },
          refreshToken: { type: 'apiKey', in: 'header', name: HEADERS.refreshToken },
        },
      },
      security: [{ deviceId: [] }],
    },
    transform: createOpenApiTransform({ basePaths }),
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
}
