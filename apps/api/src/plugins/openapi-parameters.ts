import { z } from 'zod';

/**
 * A request part's zod schema brought down to the parameters a client sends (see
 * `createOpenApiTransform` in openapi.ts): @fastify/swagger documents one parameter per key of
 * an object's `properties`, so wrappers are unwrapped and names no schema lists are said apart.
 */

export type Parts = 'querystring' | 'params' | 'headers';
export const PARAMETER_PARTS: readonly Parts[] = ['querystring', 'params', 'headers'];

/** What a client may send in one part of a request, as parameters. */
export interface ParameterShape {
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
export function restNote(part: Parts, rest: ParameterShape['rest']): string | undefined {
  // Other headers always come along; a path has no room for names the route does not have.
  if (!rest || part !== 'querystring') return undefined;
  const noun = NOUNS[part];
  if (rest.rejected) return `Other ${noun} are rejected (400).`;
  const names = rest.keyPattern ? `Other ${noun} named /${rest.keyPattern}/` : `Other ${noun}`;
  const value = descriptionOf(rest.value);
  return value ? `${names}: ${value}.` : `${names} are accepted.`;
}
