import { z } from 'zod';

/**
 * A form value read as a boolean: true/1/on/yes or false/0/off/no (any case), or a JSON
 * boolean; blank is missing (`validation.required`), anything else `validation.invalid`.
 */
export const formBooleanSchema = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    const text = value.trim().toLowerCase();
    if (['true', '1', 'on', 'yes'].includes(text)) return true;
    if (['false', '0', 'off', 'no'].includes(text)) return false;
    return text === '' ? undefined : value;
  },
  z.boolean({
    error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.invalid'),
  }),
);
