import type { AppContext } from '../../context';
import type { GstHosts } from './gst-http';

type PortalUrls = AppContext['portals'];

/** The GST portal's hosts among every portal's settings. */
export function gstHosts(
  portals: Pick<PortalUrls, 'gstServices' | 'gstReturn' | 'gstPayment' | 'gstFiles'>,
): GstHosts {
  return {
    services: portals.gstServices,
    return: portals.gstReturn,
    payment: portals.gstPayment,
    files: portals.gstFiles,
  };
}
