/** Hard limits of one import: past them the upload is refused with a clear message, nothing read further. */
export const IMPORT_LIMITS = {
  /** Bytes of the uploaded file. */
  maxBytes: 10 * 1024 * 1024,
  /** What an XLSX may unpack to (its ZIP's declared sizes): a small file hiding gigabytes is refused. */
  maxUnpackedBytes: 200 * 1024 * 1024,
  /** Data rows under the header (blank rows not counted). */
  maxRows: 20_000,
  /** Rows of the file echoed back in a preview; every error is sent whatever this says. */
  previewRows: 100,
  /** How long a preview waits for its commit. */
  pendingTtlMs: 60 * 60 * 1000,
} as const;

export function describeBytes(n: number): string {
  return n >= 1024 * 1024 ? `${Math.round(n / (1024 * 1024))} MB` : `${Math.round(n / 1024)} KB`;
}
