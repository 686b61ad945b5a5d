/** The e-filing portal's client is shared by every area that signs in to it (lib/portal). */
export {
  EfilingError,
  type EfilingCall,
  type EfilingFailure,
  type EfilingPortal,
  type EfilingSession,
} from '../../../lib/portal/efiling-types';
