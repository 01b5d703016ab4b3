/** The store id of a `store-{id}` path segment, or undefined. */
export const storeIdOf = (segment: string | undefined) =>
  /^store-([1-9][0-9]{0,11})$/.exec(segment ?? '')?.[1];
