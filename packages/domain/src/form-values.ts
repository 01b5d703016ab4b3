import { z } from 'zod';
import { blankToUndefined } from './ad-field-schemas.ts';

/**
 * How the schemas read a plain form's values (and the same names in an API's JSON body).
 * Internal to the package: not exported from its index.
 */

/** A blank value (or a JSON null) is "not given". */
const givenOrUndefined = (value: unknown) => (value === null ? undefined : blankToUndefined(value));

/** A value that may be left blank (or null): undefined then, else checked by `schema`. */
export const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(givenOrUndefined, schema.optional());

/** A value that may be left blank (or null): null then, else checked by `schema`. */
export const nullable = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    givenOrUndefined,
    schema.optional().transform((given) => given ?? null),
  );

/** A form's list: missing is empty, one value (one field sent once) is a list of one. */
export const asList = (value: unknown): unknown[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/**
 * A form's list of `item`s, at most `max` of them (`tooMany` past it); `prepare` reads the
 * value into a list (`asList` unless told otherwise).
 */
export const listOf = <T extends z.ZodType>(
  item: T,
  max: number,
  tooMany: string,
  prepare: (value: unknown) => unknown = asList,
) => z.preprocess(prepare, z.array(item).max(max, tooMany));
