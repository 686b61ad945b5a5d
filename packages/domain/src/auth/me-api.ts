import { z } from 'zod';

/** The signed-in user and their organisations (`GET /api/me`). */
export const Me = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    isPlatformAdmin: z.boolean(),
    /** The address was confirmed through the link sent to it. */
    emailVerified: z.boolean(),
  }),
  orgs: z.array(z.object({ orgId: z.string(), name: z.string(), role: z.string() })),
});
export type Me = z.infer<typeof Me>;

/** The organisation's own identity provider, when one is set up (`GET /api/auth/providers`). */
export const OidcProvider = z.object({ name: z.string(), startUrl: z.string() });
export type OidcProvider = z.infer<typeof OidcProvider>;

/** Signing in with a password (`POST /api/auth/login`). */
export const Credentials = z.object({
  email: z.string().trim().email('Please enter a valid email address.').max(254),
  password: z.string().min(1, 'Password is required.').max(200),
});
export type Credentials = z.infer<typeof Credentials>;
