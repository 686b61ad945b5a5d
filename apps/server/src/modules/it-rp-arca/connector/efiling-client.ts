/** The e-filing portal's client is shared by every area that signs in to it (lib/portal). */
export { createEfilingClient, type EfilingClientOptions } from '../../../lib/portal/efiling-client';
