import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { lenientQuery, registerOpenApi } from './openapi.ts';

/**
 * The OpenAPI transform (ADR 0022) on schemas of every shape a route may validate its query
 * with: each becomes the parameters a client sends, never the keywords of a JSON schema.
 */

interface Parameter {
  name: string;
  in: string;
  required: boolean;
  description?: string;
  schema: Record<string, unknown>;
}
interface Operation {
  parameters?: Parameter[];
  description?: string;
  security?: unknown[];
  requestBody?: { content: Record<string, unknown> };
}

const CONFIG = { API_BASE_PATH: '/api', AUTH_BASE_PATH: '/auth', NOTIFICATION_BASE_PATH: '/n' };

async function appWith(routes: (app: FastifyInstance) => void): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await registerOpenApi(app, CONFIG);
  routes(app);
  await app.ready();
  return app;
}

describe('OpenAPI transform', () => {
  let app: FastifyInstance;
  let paths: Record<string, Record<string, Operation>>;
  const seen: unknown[] = [];

  beforeAll(async () => {
    app = await appWith((root) => {
      const typed = root.withTypeProvider<ZodTypeProvider>();
      const echo = async (request: { query: unknown }) => {
        seen.push(request.query);
        return {};
      };
      typed.get(
        '/api/preprocessed',
        {
          schema: {
            querystring: z.preprocess(
              (value) => value,
              z.object({ a: z.string().describe('the a'), b: z.coerce.number().optional() }),
            ),
          },
        },
        echo,
      );
      typed.get(
        '/api/transformed',
        {
          schema: {
            querystring: z
              .object({ a: z.string().default('x') })
              .transform((query) => query)
              .describe('Transformed.'),
          },
        },
        echo,
      );
      typed.get(
        '/api/record',
        {
          schema: {
            querystring: z.record(
              z.string().regex(/^f\.[a-z_]+$/),
              z.string().describe('a field filter'),
            ),
          },
        },
        echo,
      );
      typed.get(
        '/api/enum-record',
        { schema: { querystring: z.partialRecord(z.enum(['x', 'y']), z.string()) } },
        echo,
      );
      typed.get(
        '/api/strict',
        { schema: { querystring: z.strictObject({ a: z.string().optional() }) } },
        echo,
      );
      typed.get(
        '/api/union',
        {
          schema: {
            querystring: z.union([
              z.object({ a: z.string(), b: z.string() }),
              z.object({ a: z.string() }),
            ]),
          },
        },
        echo,
      );
      typed.get(
        '/api/lenient',
        { schema: { querystring: lenientQuery({ q: 'the keyword', limit: 'how many' }) } },
        echo,
      );
      typed.post(
        '/api/body',
        { schema: { body: z.object({ value: z.string() }) } },
        async () => ({}),
      );
      typed.get('/outside', { schema: { summary: 'no base' } }, async () => ({}));
    });
    paths = (await app.inject({ url: '/docs/json' })).json().paths;
  });
  afterAll(() => app.close());

  const parameters = (path: string) =>
    (paths[path]?.get?.parameters ?? []).map(({ name, in: where, required }) => ({
      name,
      in: where,
      required,
    }));

  it('unwraps a preprocess to the object it hands on', () => {
    expect(parameters('/api/preprocessed')).toEqual([
      { name: 'a', in: 'query', required: true },
      { name: 'b', in: 'query', required: false },
    ]);
    expect(paths['/api/preprocessed']!.get!.parameters![0]!.description).toBe('the a');
  });

  it('documents the input of a transform, its description in the operation', () => {
    expect(parameters('/api/transformed')).toEqual([{ name: 'a', in: 'query', required: false }]);
    expect(paths['/api/transformed']!.get!.description).toBe('Transformed.');
  });

  it('says in words which names a record accepts, and lists an enum-keyed one', () => {
    expect(paths['/api/record']!.get!.parameters).toBeUndefined();
    expect(paths['/api/record']!.get!.description).toBe(
      'Other query parameters named /^f\\.[a-z_]+$/: a field filter.',
    );
    expect(parameters('/api/enum-record')).toEqual([
      { name: 'x', in: 'query', required: false },
      { name: 'y', in: 'query', required: false },
    ]);
  });

  it('says a strict object rejects other names', () => {
    expect(paths['/api/strict']!.get!.description).toBe(
      'Other query parameters are rejected (400).',
    );
  });

  it('requires a parameter of a union only when every option does', () => {
    expect(parameters('/api/union')).toEqual([
      { name: 'a', in: 'query', required: true },
      { name: 'b', in: 'query', required: false },
    ]);
  });

  it('lists the parameters of a lenient query and accepts any query string as a record did', async () => {
    expect(parameters('/api/lenient')).toEqual([
      { name: 'q', in: 'query', required: false },
      { name: 'limit', in: 'query', required: false },
    ]);
    expect(paths['/api/lenient']!.get!.parameters![0]!.schema).toEqual({
      anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }],
    });
    expect(paths['/api/lenient']!.get!.description).toMatch(/^Other query parameters: accepted/);
    seen.length = 0;
    const response = await app.inject({ url: '/api/lenient?q=a&q=b&zzz=1&limit=' });
    expect(response.statusCode).toBe(200);
    expect(seen).toEqual([{ q: ['a', 'b'], zzz: '1', limit: '' }]);
  });

  it('takes bodies urlencoded and as JSON, and asks no Device-Id outside the bases', () => {
    expect(Object.keys(paths['/api/body']!.post!.requestBody!.content)).toEqual([
      'application/x-www-form-urlencoded',
      'application/json',
    ]);
    expect(paths['/outside']!.get!.security).toEqual([]);
    expect(paths['/api/body']!.post!.security).toBeUndefined();
  });
});

describe('OpenAPI transform on a query that is no object', () => {
  it('fails the document, naming the route, rather than spread a schema into parameters', async () => {
    const app = await appWith((root) => {
      root
        .withTypeProvider<ZodTypeProvider>()
        .get('/api/odd', { schema: { querystring: z.string() } }, async () => ({}));
    });
    try {
      expect(() => app.swagger()).toThrow(
        'OpenAPI: the GET /api/odd query schema is a zod string, not an object',
      );
    } finally {
      await app.close();
    }
  });
});
