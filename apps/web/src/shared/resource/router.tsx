import { Anchor, type AnchorProps } from '@mantine/core';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import type { ComponentType, MouseEvent, ReactNode } from 'react';

/**
 * The generic pages navigate to paths built at run time from the registry (`/{orgId}` + a
 * resource's pattern), which the route tree's static types cannot know: this is the one place
 * that loosens the router's types for that.
 */
type NavigateTo = (options: {
  to: string;
  search?: Record<string, string | number>;
  replace?: boolean;
}) => Promise<void>;

export function useNavigateTo(): NavigateTo {
  return useNavigate() as unknown as NavigateTo;
}

/** The current URL's search params, whatever route renders the page. */
export function useCurrentSearch(): Record<string, unknown> {
  return useSearch({ strict: false }) as Record<string, unknown>;
}

const PathLink = Link as unknown as ComponentType<
  Record<string, unknown> & { to: string; search?: Record<string, string | number> }
>;

/** A link to an in-app path: a real anchor (new tab, copy link) that navigates inside the app. */
export function AppLink({
  to,
  search,
  children,
  ...props
}: AnchorProps & { to: string; search?: Record<string, string | number>; children: ReactNode }) {
  return (
    <Anchor
      renderRoot={(rootProps) => <PathLink {...rootProps} to={to} search={search} />}
      // Inside a clickable row the link wins: the row must not navigate as well.
      onClick={(event: MouseEvent<HTMLAnchorElement>) => event.stopPropagation()}
      {...props}
    >
      {children}
    </Anchor>
  );
}
