import { Outlet, type ShouldRevalidateFunction } from '@remix-run/react';

export { routeRulesLoader as loader } from '~/features/route-rules/index.server.ts';

/** Consulted on every navigation, not only the first. */
export const shouldRevalidate: ShouldRevalidateFunction = () => true;

export default function RouteRules() {
  return <Outlet />;
}
