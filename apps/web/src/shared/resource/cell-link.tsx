import { Anchor, type AnchorProps } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';
import { APP_BASE } from '../navigation/app-path';
import { routeOf } from './links';

/** A click the browser should handle itself: a new tab or window, a download, another button. */
const browserHandles = (e: MouseEvent) => e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey;

/**
 * A link in a list's cell: a real anchor (new tab, copy link, keyboard, screen readers) that
 * navigates inside the app. Not the router's Link, whose hooks each subscribe to the location and
 * build their href through route matching: a page of fifty rows holds up to 150 of them, and their
 * render and commit were the list's longest task. The href is the router's own search format.
 */
export function CellLink({ href, children, ...props }: AnchorProps & { href: string; children: ReactNode }) {
  const router = useRouter();
  const { to, search } = routeOf(href);
  const url = `${APP_BASE}${to}${search ? router.options.stringifySearch(search) : ''}`;
  return (
    <Anchor
      {...props}
      href={url}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        // Inside a clickable row the link wins: the row must not navigate as well.
        event.stopPropagation();
        if (browserHandles(event)) return;
        event.preventDefault();
        void router.navigate({ to, search } as Parameters<typeof router.navigate>[0]);
      }}
      onMouseEnter={() => void router.preloadRoute({ to, search } as never).catch(() => undefined)}
    >
      {children}
    </Anchor>
  );
}
