import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { z } from 'zod';
import { envSchema, invokedFrom } from './env-schema.ts';

/**
 * The API's settings: the variables (env-schema.ts), the rules between them, the values derived
 * from them, and `loadConfig`, which reads them at start-up.
 */

const configSchema = envSchema
  .superRefine((config, context) => {
    if (config.EMAIL_TRANSPORT === 'smtp' && !config.SMTP_URL) {
      context.addIssue({
        code: 'custom',
        path: ['SMTP_URL'],
        message: 'is required when EMAIL_TRANSPORT=smtp',
      });
    }
    if (config.SMS_TRANSPORT === 'http' && !config.SMS_URL) {
      context.addIssue({
        code: 'custom',
        path: ['SMS_URL'],
        message: 'is required when SMS_TRANSPORT=http',
      });
    }
    if (config.DEV_ROUTES && config.NODE_ENV === 'production') {
      context.addIssue({
        code: 'custom',
        path: ['DEV_ROUTES'],
        message: 'cannot be on when NODE_ENV=production (it exposes the codes the outbox holds)',
      });
    }
    for (const name of ['EMAIL_TRANSPORT', 'SMS_TRANSPORT'] as const) {
      if (config[name] === 'outbox' && !config.DEV_ROUTES) {
        context.addIssue({
          code: 'custom',
          path: [name],
          message: 'outbox is for development: set DEV_ROUTES=true too (or use console)',
        });
      }
    }
    if (config.PHOTO_STORAGE === 's3' && !config.S3_BUCKET) {
      context.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message: 'is required when PHOTO_STORAGE=s3',
      });
    }
    if (!config.S3_ACCESS_KEY_ID !== !config.S3_SECRET_ACCESS_KEY) {
      context.addIssue({
        code: 'custom',
        path: [config.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
        message: 'is required with the other S3 key',
      });
    }
  })
  .transform((config) => ({
    ...config,
    DEV_ROUTES: config.DEV_ROUTES ?? false,
    EMAIL_TRANSPORT: config.EMAIL_TRANSPORT ?? (config.DEV_ROUTES ? 'outbox' : 'console'),
    SMS_TRANSPORT: config.SMS_TRANSPORT ?? (config.DEV_ROUTES ? 'outbox' : 'console'),
    DEMO_ADS: config.DEMO_ADS ?? (config.NODE_ENV === 'production' ? 0 : 300),
    MEDIA_DIR: mediaDirOf(config),
    MEDIA_BASE_URL: mediaBaseUrlOf(config),
  }));

/** MEDIA_DIR as given (relative to where the command was typed), else beside the database. */
function mediaDirOf(config: { MEDIA_DIR?: string; DATA_DIR: string }): string {
  if (config.MEDIA_DIR) return resolve(invokedFrom(), config.MEDIA_DIR);
  if (config.DATA_DIR.startsWith('memory://')) return join(tmpdir(), 'psar-media');
  return join(config.DATA_DIR, 'media');
}

/** MEDIA_BASE_URL without a trailing slash, or where the chosen storage serves its files. */
function mediaBaseUrlOf(config: {
  MEDIA_BASE_URL?: string;
  PHOTO_STORAGE: 'local' | 's3';
  API_HOST: string;
  API_PORT: number;
  S3_ENDPOINT?: string;
  S3_BUCKET?: string;
  S3_REGION: string;
}): string {
  if (config.MEDIA_BASE_URL) return config.MEDIA_BASE_URL.replace(/\/+$/, '');
  if (config.PHOTO_STORAGE === 's3') {
    const endpoint = config.S3_ENDPOINT ?? `https://s3.${config.S3_REGION}.amazonaws.com`;
    return `${endpoint.replace(/\/+$/, '')}/${config.S3_BUCKET}`;
  }
  // A wildcard address is where the API listens, not where anyone reaches it.
  const host = ['0.0.0.0', '::', ''].includes(config.API_HOST) ? '127.0.0.1' : config.API_HOST;
  const origin = host.includes(':') ? `[${host}]` : host;
  return `http://${origin}:${config.API_PORT}/media`;
}

export type ApiConfig = z.infer<typeof configSchema>;

/**
 * Reads and validates the API's environment. A bad value stops start-up with a
 * message naming the variable, rather than failing later in a request.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): ApiConfig {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = configSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid API environment:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
