import { getZodConstraint } from '@conform-to/zod/v4';
import type { z } from 'zod';
import type { FormConstraint } from './use-schema-form.ts';

const computed = new WeakMap<z.ZodType, FormConstraint>();

/**
 * The constraint attributes (`required`, …) of a form's fields, from its shared zod schema,
 * for the page's loader to hand to `useSchemaForm`: the schema stays on the server.
 */
export function formConstraint(schema: z.ZodType): FormConstraint {
  let constraint = computed.get(schema);
  if (!constraint) {
    constraint = getZodConstraint(schema);
    computed.set(schema, constraint);
  }
  return constraint;
}
