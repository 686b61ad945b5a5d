import type { Envelope } from '@taxdesk/domain';
import { ApiError, apiUrl } from '../api/client';
import { noticeForAnswer } from '../api/api-notice';
import { authRedirectFor } from '../api/auth-redirect';
import { ensureSession, refreshSession, setSession } from '../auth/session';
import { currentAppPath, replaceTo } from '../navigation/replace-to';
import { notify } from '../notices/notify';

export type UploadProgress = { loaded: number; total: number };

function send(
  url: string,
  file: Blob,
  token: string | null,
  onProgress: (p: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<{ status: number; body: Envelope | null }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    if (token) xhr.setRequestHeader('AuthToken', token);
    xhr.setRequestHeader('content-type', 'application/octet-stream');
    xhr.upload.onprogress = (e) =>
      onProgress({ loaded: e.loaded, total: e.lengthComputable ? e.total : file.size });
    xhr.onload = () => {
      let body: Envelope | null = null;
      try {
        body = JSON.parse(xhr.responseText) as Envelope;
      } catch {
        body = null;
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => reject(new ApiError('Network error: the file was not sent', 0, null));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(file);
  });
}

/**
 * Sends a file as the request body and answers the envelope's data, like `api()` does for JSON:
 * the same token, one retry after a refresh on 401, the same notices and sign-in redirects.
 * XMLHttpRequest rather than fetch, because only it reports upload progress.
 */
export async function uploadFile<T>(
  path: string,
  file: File,
  onProgress: (p: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<T> {
  const url = apiUrl(path, { fileName: file.name });
  const token = (await ensureSession())?.token ?? null;
  let answer = await send(url, file, token, onProgress, signal);
  if (answer.status === 401 && token) {
    const renewed = await refreshSession();
    if (renewed && renewed.token !== token) answer = await send(url, file, renewed.token, onProgress, signal);
  }
  const { status, body } = answer;
  if (status < 200 || status >= 300 || body?.success === false) {
    const error = new ApiError(body?.message || `Upload failed (${status})`, status, body);
    if (status === 401) setSession(null);
    const redirect = authRedirectFor(status, currentAppPath());
    if (redirect) replaceTo(redirect.to, redirect.search);
    const notice = noticeForAnswer({ ok: false, body, errorMessage: error.message, quiet: false });
    if (notice) notify(notice);
    throw error;
  }
  return body?.data as T;
}
