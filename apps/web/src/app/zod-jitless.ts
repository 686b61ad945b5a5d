import { z } from 'zod';

/*
 * zod compiles an object schema's parser with `new Function` when it may. Under the app's
 * Content-Security-Policy (no 'unsafe-eval') that probe is refused, and the browser reports every
 * refusal as a violation even though zod catches it. Jitless parsing asks nothing of the policy.
 * This module is main.tsx's first import, so it runs before any schema is built.
 */
z.config({ jitless: true });
