import { Link, useNavigate } from '@tanstack/react-router';
import type { JSX, ReactNode } from 'react';

/**
 * Shell links go to paths built at run time from the catalogue, which the route tree's static
 * types cannot know: a router Link (real anchor, preloads on intent) that takes any in-app path.
 */
export const PathLink = Link as unknown as (props: {
  to: string;
  search?: Record<string, string>;
  className?: string;
  children?: ReactNode;
  onClick?: () => void;
}) => JSX.Element;

type NavigateToPath = (options: {
  to: string;
  search?: Record<string, string | undefined>;
  replace?: boolean;
}) => Promise<void>;

export function useNavigateToPath(): NavigateToPath {
  return useNavigate() as unknown as NavigateToPath;
}
