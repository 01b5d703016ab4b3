import { z } from 'zod';

/**
 * Machine-readable reasons the API gives in `data.code`. Clients branch on these,
 * never on the human text.
 */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'DEVICE_ID_REQUIRED',
  'DEVICE_ID_INVALID',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'ROUTE_NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  // Accounts and sessions.
  'INVALID_CREDENTIALS',
  'ACCOUNT_EXISTS',
  'LOGIN_THROTTLED',
  'LOGIN_CODE_REQUIRED',
  'USERNAME_TAKEN',
  'PHONE_TAKEN',
  'PASSWORD_INCORRECT',
  'CODE_INVALID',
  'CODE_EXPIRED',
  'CODE_ATTEMPTS_EXCEEDED',
  'CODE_SEND_LIMIT',
  'CODE_RESEND_TOO_SOON',
  'TICKET_INVALID',
  'TOKEN_INVALID',
  'TOKEN_EXPIRED',
  'TOKEN_REUSED',
  'GOOGLE_FAILED',
  // Ads.
  'POST_LIMIT_REACHED',
  'IDEMPOTENCY_KEY_REUSED',
  // Chat (ADR 0035).
  'CHAT_BLOCKED',
  'CHAT_OWN_AD',
  'CHAT_AD_UNAVAILABLE',
  'CHAT_CLIENT_ID_REUSED',
  // Stores (ADR 0043).
  'STORE_FORBIDDEN',
  'STORE_LIMIT',
  'STORE_MEMBER_EXISTS',
  'STORE_OWNER_LEAVES',
  'STORE_NO_INVITATION',
  'AD_NOT_IN_STORE',
  'STORE_BRANCH_LIMIT',
  'STORE_ALBUM_LIMIT',
  // Job applications (ADR 0050).
  'OWN_JOB',
  'JOB_CLOSED',
  'APPLICATION_LOCKED',
  'NOTHING_TO_SEND',
  'RENEW_LIMIT_REACHED',
  'AUTO_RENEW_LIMIT_REACHED',
  'AD_NOT_RENEWABLE',
  'AD_NOT_REPOSTABLE',
  // Resumes (ADR 0050).
  'FILE_TOO_LARGE',
  'UNSUPPORTED_ATTACHMENT',
  'INVALID_IMAGE',
  'MAX_FILES_EXCEEDED',
  'UPLOAD_FAILED',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const fieldIssueSchema = z.object({
  path: z.string(),
  message: z.string(),
});
export type FieldIssue = z.infer<typeof fieldIssueSchema>;

/** The one error shape every API error response has. */
export const apiErrorSchema = z.object({
  statusCode: z.number().int().min(400).max(599),
  statusMessage: z.string(),
  data: z
    .object({
      code: z.enum(ERROR_CODES),
      message: z.string(),
      issues: z.array(fieldIssueSchema).optional(),
    })
    .passthrough(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Header names of spec §7. */
export const HEADERS = {
  deviceId: 'Device-Id',
  accessToken: 'Access-Token',
  refreshToken: 'Refresh-Token',
} as const;

/** A device id: the web app uses a random UUID; other clients may use their own opaque ids. */
export const deviceIdSchema = z
  .string()
  .min(8)
  .max(128)
  .regex(/^[A-Za-z0-9._:-]+$/, 'device id may hold letters, digits and . _ : - only');
