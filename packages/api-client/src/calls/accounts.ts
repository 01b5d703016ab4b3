import {
  googleResponseSchema,
  memberSettingsResponseSchema,
  unsubscribeResponseSchema,
  tokenResponseSchema,
  userResponseSchema,
  verificationResponseSchema,
  verifyResponseSchema,
  myStoresResponseSchema,
  type MyStore,
} from '@repo/domain';
import type {
  DevicePayload,
  GoogleResult,
  MemberSettings,
  TokenSet,
  User,
  Verification,
  VerifyResult,
} from '@repo/domain';
import {
  dataOf,
  type FormRecord,
  type ResponseSchema,
  type Transport,
  type WithLocale,
} from '../transport.ts';

/** Account and session calls (spec §7). Bodies are form-urlencoded. */
export interface AccountCalls {
  /** POST {auth}/register: sends a code to the phone or email. */
  register(
    input: WithLocale<{ login: string; first_name: string; last_name: string; password: string }>,
  ): Promise<Verification>;
  /** POST {auth}/verify: a correct code, with what it leads to. */
  verify(input: { ticket: string; code: string }): Promise<VerifyResult>;
  /** POST {auth}/verify/resend */
  resend(input: WithLocale<{ ticket: string }>): Promise<Verification>;
  /** POST {auth}/login */
  login(input: { login: string; password: string }): Promise<TokenSet>;
  /** POST {auth}/forgot-password: always answers the same way, account or not. */
  forgotPassword(input: WithLocale<{ login: string }>): Promise<Verification>;
  /** POST {auth}/password/reset */
  resetPassword(input: { reset_token: string; password: string }): Promise<TokenSet>;
  /** POST {auth}/token: empty body, the client's refresh token in `Refresh-Token`. */
  refresh(): Promise<TokenSet>;
  /** POST {auth}/logout: form `device_id`, the client's refresh token in `Refresh-Token`. */
  logout(deviceId: string): Promise<void>;
  /** POST {auth}/google: a Google access token for an account or a set-phone ticket. */
  google(accessToken: string): Promise<GoogleResult>;
  /** POST {auth}/set-phone: after Google sign-in, a code to the phone. */
  setPhone(input: WithLocale<{ signup_ticket: string; phone: string }>): Promise<Verification>;
  /** GET {api}/me */
  me(): Promise<User>;
  /** GET {api}/me/stores: the member's stores, with their role and status in each (ADR 0043). */
  myStores(): Promise<MyStore[]>;
  /** POST {api}/devices (spec §3 device payload) */
  registerDevice(device: DevicePayload): Promise<void>;
  /** POST {api}/me/password: signs out the other devices. */
  changePassword(input: { current_password: string; new_password: string }): Promise<void>;
  /** POST {api}/me/username */
  changeUsername(input: { username: string }): Promise<User>;
  /** POST {api}/me/phone: a code to the new phone. */
  changePhone(input: WithLocale<{ phone: string }>): Promise<Verification>;
  /** GET {api}/me/settings: the unread-message email setting and the address (ADR 0041). */
  settings(): Promise<MemberSettings>;
  /** POST {api}/me/settings/chat-email: that email on or off; the settings after. */
  setChatEmail(enabled: boolean): Promise<MemberSettings>;
  /** POST {api}/unsubscribe: an email's link, no sign-in; 404 NOT_FOUND for an unknown token. */
  unsubscribe(token: string): Promise<{ chat_email: false }>;
}

export function accountCalls({ request }: Transport): AccountCalls {
  const post = <T>(
    base: 'api' | 'auth',
    path: string,
    form: FormRecord,
    schema: ResponseSchema<{ data: T }>,
  ): Promise<T> => dataOf(request('POST', base, path, { form, schema }));
  return {
    register: (input) => post('auth', 'register', input, verificationResponseSchema),
    verify: (input) => post('auth', 'verify', input, verifyResponseSchema),
    resend: (input) => post('auth', 'verify/resend', input, verificationResponseSchema),
    login: (input) => post('auth', 'login', input, tokenResponseSchema),
    forgotPassword: (input) => post('auth', 'forgot-password', input, verificationResponseSchema),
    resetPassword: (input) => post('auth', 'password/reset', input, tokenResponseSchema),
    refresh: () => post('auth', 'token', {}, tokenResponseSchema),
    async logout(deviceId) {
      await request('POST', 'auth', 'logout', { form: { device_id: deviceId } });
    },
    google: (accessToken) =>
      post('auth', 'google', { access_token: accessToken }, googleResponseSchema),
    setPhone: (input) => post('auth', 'set-phone', input, verificationResponseSchema),
    me: () => dataOf(request('GET', 'api', 'me', { schema: userResponseSchema })),
    myStores: () => dataOf(request('GET', 'api', 'me/stores', { schema: myStoresResponseSchema })),
    async registerDevice(device) {
      await request('POST', 'api', 'devices', { form: device });
    },
    async changePassword(input) {
      await request('POST', 'api', 'me/password', { form: input });
    },
    changeUsername: (input) => post('api', 'me/username', input, userResponseSchema),
    changePhone: (input) => post('api', 'me/phone', input, verificationResponseSchema),
    settings: () =>
      dataOf(request('GET', 'api', 'me/settings', { schema: memberSettingsResponseSchema })),
    setChatEmail: (enabled) =>
      post(
        'api',
        'me/settings/chat-email',
        { enabled: enabled ? 'true' : 'false' },
        memberSettingsResponseSchema,
      ),
    unsubscribe: (token) => post('api', 'unsubscribe', { token }, unsubscribeResponseSchema),
  };
}
