import { LookupError, postJson, type LookupOptions } from './lookup-http';

export type LookupResult =
  { found: true; name: string | null; data: Record<string, unknown> } | { found: false; message: string };

/**
 * The GST portal's public taxpayer search (`taxpayerDetails`, PORTALS.md). The portal answers a
 * GSTIN it does not know with SWEB_9035 ("Invalid GSTIN / UID"); SWEB_9000 means it wants a captcha.
 */
export async function searchTaxpayer(
  baseUrl: string,
  gstin: string,
  options?: LookupOptions,
): Promise<LookupResult> {
  const { status, body } = await postJson(
    `${baseUrl}/services/api/search/taxpayerDetails`,
    { gstin },
    {},
    options,
  );
  const answer = (body ?? {}) as Record<string, unknown>;
  const error = answer.error as { error_cd?: string; message?: string } | undefined;
  if (status === 200 && typeof answer.gstin === 'string' && !error) {
    const name = typeof answer.lgnm === 'string' ? answer.lgnm : null;
    return { found: true, name, data: answer };
  }
  if (error?.error_cd === 'SWEB_9035')
    return { found: false, message: 'The GST portal has no taxpayer with this GSTIN' };
  if (answer.errorCode === 'SWEB_9000')
    throw new LookupError('The GST portal asks for a captcha for this search');
  throw new LookupError(
    `The GST portal answered HTTP ${status}: ${error?.message ?? String(answer.errorCode ?? 'unexpected answer')}`,
  );
}
