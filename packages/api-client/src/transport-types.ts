import type { Options as KyOptions } from 'ky';
import type { Locale } from '@repo/domain';

/** The types of the client's transport (transport.ts) and of its options. */

/** The three services the client talks to (spec §7). */
export type BaseName = 'api' | 'auth' | 'notification';

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A fetch implementation, as ky accepts it. */
export type FetchFn = NonNullable<KyOptions['fetch']>;

export type FormValue = string | number | boolean | null | undefined;
/** A plain record sent urlencoded; `null`/`undefined` values are left out, arrays repeat the key. */
export type FormRecord = Record<string, FormValue | readonly (string | number | boolean)[]>;

/** A form with the page's language, which the API writes its messages (codes, mails) in. */
export type WithLocale<T> = T & { locale?: Locale };

export type QueryParams =
  URLSearchParams | Record<string, string | number | boolean | null | undefined>;

/** Anything with a zod-like `safeParse` (every zod schema has one). */
export interface ResponseSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: unknown };
}

export interface RetryConfig {
  /** Delay before the one retry, in ms. Default 50. */
  delay?: number;
  /** The longest a `Retry-After` (or `RateLimit-Reset`) header may make the retry wait, in ms. Default 1000. */
  maxRetryAfter?: number;
}

export interface Tokens {
  accessToken?: string;
  refreshToken?: string;
}

export interface ApiClientOptions extends Tokens {
  /** Absolute base URLs, e.g. `{ api: 'http://127.0.0.1:3001/api', ... }`. */
  bases: Record<BaseName, string>;
  /** Sent as `Device-Id` on every request. */
  deviceId: string;
  /** Per-attempt timeout in ms. Default 10000. */
  timeout?: number;
  fetch?: FetchFn;
  /** Extra headers sent on every request. */
  headers?: Record<string, string>;
  retry?: RetryConfig;
}

export interface RequestOptions<T = unknown> {
  /** Query string parameters (`undefined` values are left out). */
  query?: QueryParams;
  /**
   * A non-JSON body: a `URLSearchParams` or plain record is sent
   * `application/x-www-form-urlencoded`; a `FormData` is sent as multipart as it is.
   */
  form?: URLSearchParams | FormData | FormRecord;
  /** A body sent as JSON (`application/json`). Not together with `form`. */
  json?: unknown;
  /** Extra headers for this request; an `undefined` or '' value removes a client header. */
  headers?: Record<string, string | undefined>;
  /** Validates the parsed body; a mismatch throws `INVALID_RESPONSE` (502). */
  schema?: ResponseSchema<T>;
  signal?: AbortSignal;
  /** Overrides the client's timeout for this request, in ms. */
  timeout?: number;
  /**
   * `bytes`: the body is not JSON but a file (a private photo): the request resolves with
   * `BytesAnswer` and no schema applies. Default `json`.
   */
  responseType?: 'json' | 'bytes';
}

/** A file answered by the API (`responseType: 'bytes'`). */
export interface BytesAnswer {
  bytes: Uint8Array<ArrayBuffer>;
  contentType: string;
}

/** Options of `get`: those of `request` without a body. */
export type BodylessRequestOptions<T = unknown> = Omit<RequestOptions<T>, 'form' | 'json'>;

/** Sends one request; see `Transport.request`. */
export type RequestFn = <T = unknown>(
  method: HttpMethod,
  base: BaseName,
  path: string,
  options?: RequestOptions<T>,
) => Promise<T>;

export interface Transport {
  /**
   * Sends a request to `path` under `bases[base]` and resolves with the parsed JSON body
   * (`undefined` for an empty body). HTTP errors, network failures, timeouts and bad
   * bodies reject with an `AppError`; misuse (e.g. `form` and `json` together) with a TypeError.
   */
  request: RequestFn;
  /**
   * A transport with other tokens, the same otherwise. A string sets a token, `null`
   * removes it, an omitted/`undefined` key keeps the current one.
   */
  withTokens(tokens: { accessToken?: string | null; refreshToken?: string | null }): Transport;
}
