import { Component, type ReactNode } from 'react';

/**
 * Shows `fallback` when the map's chunk cannot load (offline, a new build): the page and
 * its plain inputs or list keep working.
 */
export class MapBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
