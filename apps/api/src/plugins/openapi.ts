import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { HEADERS } from '@repo/domain';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiConfig } from '../config/env.ts';

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

type Parts = 'querystring' | 'params' | 'headers';
const PARAMETER_PARTS: readonly Parts[] = ['querystring', 'params', 'headers'];

/** What a client may send in one part of a request, as parameters. */
interface ParameterShape {
  /** Each named parameter and its schema (optional ones accept undefined). */
  properties: Record<string, z.ZodType>;
  /** Names no schema lists: accepted (their value's schema), or rejected (`never`). */
  rest?: { value: z.ZodType; keyPattern?: string; rejected: boolean };
  /** The first description met on the way down (the part as a whole). */
  description?: string;
}

/** The internals read here (zod 4 keeps a schema's definition in `_zod.def`). */
interface Definition {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  partial?: boolean;
  left?: z.ZodType;
  right?: z.ZodType;
  options?: z.ZodType[];
  getter?: () => z.ZodType;
  entries?: Record<string, string | number>;
  values?: unknown[];
}

const definitionOf = (schema: z.ZodType) => schema._zod.def as unknown as Definition;
const isOptional = (schema: z.ZodType) => schema._zod.optin === 'optional';
const descriptionOf = (schema: z.ZodType) => z.globalRegistry.get(schema)?.description;

/** The pattern of a record's string keys, when they have one (as JSON Schema says it). */
function keyPatternOf(key: z.ZodType): string | undefined {
  const { pattern } = z.toJSONSchema(key, { io: 'input', unrepresentable: 'any' });
  return typeof pattern === 'string' ? pattern : undefined;
}

/** The fixed keys of a record keyed by an enum or literals, else undefined. */
function fixedKeysOf(key: z.ZodType): string[] | undefined {
  const def = definitionOf(key);
  if (def.type === 'enum' && def.entries) return Object.values(def.entries).map(String);
  if (def.type === 'literal' && def.values) return def.values.map(String);
  return undefined;
}

/**
 * Brings a request part's schema down to its parameters. `where` names the route and part in
 * the error thrown for a schema no list of parameters can describe.
 */
export function parameterShapeOf(schema: z.ZodType, where: string): ParameterShape {
  const described = (shape: ParameterShape): ParameterShape => {
    const description = descriptionOf(schema);
    return description && !shape.description ? { ...shape, description } : shape;
  };
  const def = definitionOf(schema);
  switch (def.type) {
    case 'object': {
      const catchall = def.catchall;
      const rest = catchall
        ? { value: catchall, rejected: definitionOf(catchall).type === 'never' }
        : undefined;
      return described({ properties: { ...def.shape }, ...(rest ? { rest } : {}) });
    }
    case 'record': {
      const key = def.keyType!;
      const value = def.valueType!;
      const fixed = fixedKeysOf(key);
      if (fixed) {
        const item = def.partial ? value.optional() : value;
        return described({ properties: Object.fromEntries(fixed.map((name) => [name, item])) });
      }
      const keyPattern = keyPatternOf(key);
      return described({
        properties: {},
        rest: { value, rejected: false, ...(keyPattern ? { keyPattern } : {}) },
      });
    }
    // What the client sends is the input of a pipe; a preprocess (a transform first) reads
    // anything, so what it hands on is the schema that describes the parameters.
    case 'pipe':
      return described(
        parameterShapeOf(definitionOf(def.in!).type === 'transform' ? def.out! : def.in!, where),
      );
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return described(parameterShapeOf(def.innerType!, where));
    case 'lazy':
      return described(parameterShapeOf(def.getter!(), where));
    case 'intersection': {
      const left = parameterShapeOf(def.left!, where);
      const right = parameterShapeOf(def.right!, where);
      const rest = left.rest && right.rest ? left.rest : (left.rest ?? right.rest);
      return described({
        properties: { ...left.properties, ...right.properties },
        ...(rest ? { rest } : {}),
      });
    }
    case 'union': {
      // A parameter is required only when every option requires it.
      const options = def.options!.map((option) => parameterShapeOf(option, where));
      const names = new Set(options.flatMap((option) => Object.keys(option.properties)));
      const properties: Record<string, z.ZodType> = {};
      for (const name of names) {
        const found = options.map((option) => option.properties[name]);
        const first = found.find((item) => item !== undefined)!;
        const required = found.every((item) => item !== undefined && !isOptional(item));
        properties[name] = required || isOptional(first) ? first : first.optional();
      }
      const rest = options.find((option) => option.rest)?.rest;
      return described({ properties, ...(rest ? { rest } : {}) });
    }
    default:
      throw new Error(
        `OpenAPI: the ${where} schema is a zod ${def.type}, not an object: its parameters cannot be documented. Use z.object({...}) (with .catchall() for names it does not list).`,
      );
  }
}

const NOUNS: Record<Parts, string> = {
  querystring: 'query parameters',
  params: 'path parameters',
  headers: 'headers',
};

/** What the description says of the names a part does not list. */
function restNote(part: Parts, rest: ParameterShape['rest']): string | undefined {
  // Other headers always come along; a path has no room for names the route does not have.
  if (!rest || part !== 'querystring') return undefined;
  const noun = NOUNS[part];
  if (rest.rejected) return `Other ${noun} are rejected (400).`;
  const names = rest.keyPattern ? `Other ${noun} named /${rest.keyPattern}/` : `Other ${noun}`;
  const value = descriptionOf(rest.value);
  return value ? `${names}: ${value}.` : `${names} are accepted.`;
}

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
 * describe (see the module comment). Routes outside the bases need no Device-Id.
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
    return zodTransform({ ...input, schema: prepared });
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
