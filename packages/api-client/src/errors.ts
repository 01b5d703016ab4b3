/**
 * The one error type the client throws (spec §7). Its fields follow the API's error
 * shape `{ statusCode, statusMessage, data }`, plus `fatal` and `unhandled` for the app.
 */

/** `statusCode` of an error that got no HTTP response at all (network failure, timeout, abort). */
export const NO_STATUS = 0;

/** `data.code` values the client itself produces (the API's own codes come from `@repo/domain`). */
export const CLIENT_ERROR_CODES = [
  'NETWORK_ERROR',
  'TIMEOUT',
  'ABORTED',
  'INVALID_RESPONSE',
] as const;
export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[number];

export interface AppErrorInit {
  /** HTTP status; `NO_STATUS` (0) when there was no response. Default 500. */
  statusCode?: number;
  /** Short status text; defaults to the standard text of `statusCode`. */
  statusMessage?: string;
  /** Error message; defaults to `data.message` when that is a string, else `statusMessage`. */
  message?: string;
  data?: unknown;
  /** Default false. */
  fatal?: boolean;
  /** Default false. */
  unhandled?: boolean;
  cause?: unknown;
}

const BRAND = Symbol.for('@repo/api-client/AppError');

const STATUS_TEXT: Record<number, string> = {
  0: 'No Response',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  425: 'Too Early',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** The standard reason phrase of an HTTP status ('' when unknown). */
export function statusTextOf(statusCode: number): string {
  return STATUS_TEXT[statusCode] ?? '';
}

function messageOf(data: unknown): string | undefined {
  if (typeof data === 'object' && data !== null && 'message' in data) {
    const { message } = data as { message: unknown };
    if (typeof message === 'string' && message !== '') return message;
  }
  return undefined;
}

export class AppError extends Error {
  override name = 'AppError';
  statusCode: number;
  statusMessage: string;
  data: unknown;
  fatal: boolean;
  unhandled: boolean;
  readonly [BRAND] = true;

  constructor(init: AppErrorInit = {}) {
    const statusCode = init.statusCode ?? 500;
    const statusMessage = init.statusMessage ?? statusTextOf(statusCode);
    const data = init.data ?? null;
    super(
      init.message ?? messageOf(data) ?? (statusMessage || `HTTP ${statusCode}`),
      init.cause === undefined ? undefined : { cause: init.cause },
    );
    this.statusCode = statusCode;
    this.statusMessage = statusMessage;
    this.data = data;
    this.fatal = init.fatal ?? false;
    this.unhandled = init.unhandled ?? false;
  }

  /** A plain object, e.g. to hand an error from the server render to the browser. */
  toJSON(): {
    message: string;
    statusCode: number;
    statusMessage: string;
    data: unknown;
    fatal: boolean;
    unhandled: boolean;
  } {
    return {
      message: this.message,
      statusCode: this.statusCode,
      statusMessage: this.statusMessage,
      data: this.data,
      fatal: this.fatal,
      unhandled: this.unhandled,
    };
  }
}

/** True for an `AppError`, also one made by another copy of this module. */
export function isAppError(value: unknown): value is AppError {
  return (
    value instanceof AppError ||
    (typeof value === 'object' &&
      value !== null &&
      (value as { [BRAND]?: unknown })[BRAND] === true)
  );
}

/**
 * Makes an `AppError`. A string becomes the message of a 500 error; an `AppError` is
 * returned as it is.
 */
export function createAppError(input: string | AppErrorInit | AppError): AppError {
  if (isAppError(input)) return input;
  if (typeof input === 'string') return new AppError({ message: input });
  return new AppError(input);
}

/** `data.code` of an `AppError` (the API's or the client's machine-readable reason), if any. */
export function getErrorCode(error: unknown): string | undefined {
  if (!isAppError(error)) return undefined;
  const { data } = error;
  if (typeof data === 'object' && data !== null && 'code' in data) {
    const { code } = data as { code: unknown };
    if (typeof code === 'string') return code;
  }
  return undefined;
}
