import { Link } from '@tanstack/react-router';
import type { ComponentType } from 'react';

// Paths built at run time from the area definition: the router's static route types cannot know them.
export const AnyLink = Link as unknown as ComponentType<
  Record<string, unknown> & { to: string; search?: object }
>;
