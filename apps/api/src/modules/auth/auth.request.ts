import { parseLoginIdentifier, type Locale, type LoginIdentifier } from '@repo/domain';
import { HttpError } from '../../plugins/errors.ts';

/** What a request brings besides its body. */
export interface RequestContext {
  deviceId: string;
  ip: string;
  locale: Locale;
  accessToken?: string;
}

export const invalidCredentials = () =>
  new HttpError(401, 'INVALID_CREDENTIALS', 'The phone number, email or password is not correct.');

/** The login field, already validated by the schema. */
export function identifierOf(login: string): LoginIdentifier {
  const id = parseLoginIdentifier(login);
  if (!id) throw invalidCredentials();
  return id;
}

export const channelOf = (id: LoginIdentifier) => (id.kind === 'phone' ? 'sms' : 'email');
