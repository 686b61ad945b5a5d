import type { LookupResult } from './gst-public-client';
import { LookupError, postJson, type LookupOptions } from './lookup-http';

const SERVICE = 'knowTanDetailsService';
/** The sandbox's code for a TAN never allotted (apps/sandbox/README.md, TAN search). */
const NOT_FOUND = 'EF40010';

/** The income-tax portal's pre-login TAN search ("Know TAN Details"), in the portal's conventions. */
export async function searchTan(
  baseUrl: string,
  tan: string,
  options?: LookupOptions,
): Promise<LookupResult> {
  const { status, body } = await postJson(
    `${baseUrl}/iec/servicesapi/knowTanDetails`,
    { serviceName: SERVICE, tan },
    { sn: SERVICE },
    options,
  );
  const answer = (body ?? {}) as {
    messages?: { code?: string; desc?: string }[];
    tanDetails?: Record<string, unknown>;
  };
  const message = answer.messages?.[0];
  if (status === 200 && message?.code === 'EF00000' && answer.tanDetails) {
    const name = typeof answer.tanDetails.deductorName === 'string' ? answer.tanDetails.deductorName : null;
    return { found: true, name, data: answer.tanDetails };
  }
  if (status === 200 && message?.code === NOT_FOUND)
    return { found: false, message: 'The portal has no deductor with this TAN' };
  throw new LookupError(`The TAN search answered HTTP ${status}: ${message?.desc ?? 'unexpected answer'}`);
}
