import type { ResourceDef } from '@taxdesk/domain';

/** `proceedings-2026-03-05.xlsx`: the plural in kebab case, the local date, the format. */
export function exportFileName(
  resource: Pick<ResourceDef, 'plural'>,
  format: 'csv' | 'xlsx',
  now = new Date(),
): string {
  const name = resource.plural
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  const pad = (n: number) => String(n).padStart(2, '0');
  const date = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  return `${name}-${date}.${format}`;
}

/** Hands a blob to the browser as a download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Opens a blob (a PDF) in a new tab. The tab is opened before the download starts, while the
 * click still counts as a user gesture, so that popup blockers let it through.
 */
export async function openBlobInNewTab(load: () => Promise<Blob>): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const blob = await load();
    const url = URL.createObjectURL(blob);
    if (tab) {
      tab.opener = null;
      tab.location.href = url;
    } else window.open(url, '_blank', 'noopener');
    setTimeout(() => URL.revokeObjectURL(url), 5 * 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
