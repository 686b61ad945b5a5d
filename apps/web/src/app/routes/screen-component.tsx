import { lazyRouteComponent, useParams } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { ScreenLoader, ScreenProps } from '../screen-types';
import { withScreenStyles } from '../styles/load-screen-styles';

/**
 * A route component for a lazily loaded screen (its own chunk), handing it the ScreenProps
 * contract: the organisation id and the route params by their catalogue names. The Mantine styles
 * the screens share come first (app/styles/screens.css).
 */
export function screenComponent(loader: ScreenLoader) {
  // The contract allows class components too; the router's helper is typed for functions only.
  const Lazy = lazyRouteComponent(
    withScreenStyles(loader) as () => Promise<{ default: (props: ScreenProps) => ReactNode }>,
  );
  function Screen() {
    const params = useParams({ strict: false }) as Record<string, string>;
    return <Lazy orgId={params.orgId ?? ''} params={params} />;
  }
  // The router loads the chunk before it commits the navigation, so no blank flash on arrival.
  Screen.preload = () => Lazy.preload?.() ?? Promise.resolve();
  return Screen;
}
