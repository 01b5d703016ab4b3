import { Outlet, type ShouldRevalidateFunction } from '@remix-run/react';

export { guestOnlyLoader as loader } from '~/shell/guards.server.ts';

/** The guard is checked on every navigation: signing out elsewhere must take effect. */
export const shouldRevalidate: ShouldRevalidateFunction = () => true;

export default function Guard() {
  return <Outlet />;
}
