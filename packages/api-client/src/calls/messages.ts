import type { ContactInput, FeedbackInput } from '@repo/domain';
import type { Transport, WithLocale } from '../transport.ts';

/** What visitors write to the team: feedback and the contact form. */
export interface MessageCalls {
  /** POST {api}/feedback */
  feedback(input: WithLocale<FeedbackInput>): Promise<void>;
  /** POST {api}/contact */
  contact(input: WithLocale<ContactInput>): Promise<void>;
}

export function messageCalls({ request }: Transport): MessageCalls {
  return {
    async feedback(input) {
      await request('POST', 'api', 'feedback', { form: input });
    },
    async contact(input) {
      await request('POST', 'api', 'contact', { form: input });
    },
  };
}
