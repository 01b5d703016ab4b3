import {
  cloneElement,
  forwardRef,
  isValidElement,
  useCallback,
  type HTMLAttributes,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';

/**
 * `asChild` for the components of every page (Button, VisuallyHidden): renders the single
 * child element with these props merged in, as radix's `Slot` does (the child's handlers run
 * first, then the slot's; class names are joined; styles merged; the child's props win
 * otherwise; both refs are set), without `Slottable` and in a fraction of its script (radix's
 * slot and compose-refs are about 1.3 kB gzipped). Radix's components keep theirs.
 */
type Props = HTMLAttributes<HTMLElement> & { children?: ReactNode } & Record<string, unknown>;

function setRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

function joinIds(...values: unknown[]): string | undefined {
  const ids = new Set<string>();
  for (const value of values)
    if (typeof value === 'string') for (const id of value.trim().split(/\s+/)) if (id) ids.add(id);
  return ids.size > 0 ? [...ids].join(' ') : undefined;
}

function mergeProps(slot: Record<string, unknown>, child: Record<string, unknown>) {
  const merged: Record<string, unknown> = { ...child };
  for (const name in child) {
    const ours = slot[name];
    const theirs = child[name];
    if (/^on[A-Z]/.test(name)) {
      if (typeof ours === 'function' && typeof theirs === 'function')
        merged[name] = (...args: unknown[]) => {
          const result: unknown = theirs(...args);
          ours(...args);
          return result;
        };
      else if (ours) merged[name] = ours;
    } else if (name === 'style') merged[name] = { ...(ours as object), ...(theirs as object) };
    else if (name === 'className') merged[name] = [ours, theirs].filter(Boolean).join(' ');
    else if (name === 'aria-describedby') merged[name] = joinIds(theirs, ours);
  }
  return { ...slot, ...merged };
}

export const Slot = forwardRef<HTMLElement, Props>(function Slot(
  { children, ...slotProps },
  forwardedRef,
) {
  const element = isValidElement(children) ? (children as ReactElement) : null;
  const childRef = element
    ? ((element as unknown as { ref?: Ref<HTMLElement> }).ref ??
      (element.props as { ref?: Ref<HTMLElement> }).ref)
    : undefined;
  const composed = useCallback(
    (node: HTMLElement | null) => {
      setRef(forwardedRef, node);
      setRef(childRef, node);
    },
    [forwardedRef, childRef],
  );
  if (!element) {
    if (children || children === 0)
      throw new Error(
        'Slot failed to slot onto its children. Expected a single React element child.',
      );
    return null;
  }
  const props = mergeProps(slotProps, element.props as Record<string, unknown>);
  props.ref = forwardedRef ? composed : childRef;
  return cloneElement(element, props);
});
