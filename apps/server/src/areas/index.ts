import type { ServerArea } from '../lib/areas/server-area';
import { gstServerArea } from './gst/gst-server-area';
import { icegateServerArea } from './icegate/icegate-server-area';
import { itServerArea } from './it/it-server-area';
import { PARTY_SERVER_AREAS } from './party/party-server-areas';
import { preGstServerArea } from './pregst/pregst-server-area';
import { stateServerArea } from './state/state-server-area';
import { tdsServerArea } from './tds/tds-server-area';

/** Every area this server runs, in the order their routes register. Add an area here. */
export const SERVER_AREAS: readonly ServerArea[] = [
  itServerArea,
  gstServerArea,
  tdsServerArea,
  stateServerArea,
  icegateServerArea,
  preGstServerArea,
  ...PARTY_SERVER_AREAS,
];
