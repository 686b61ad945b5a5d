/**
 * A captcha solver: an HTTP service of the firm's choice (`CAPTCHA_SOLVER_URL`) that reads a
 * captcha image. Protocol: `POST {url}` with JSON `{ image: <base64>, mimeType }` → 200
 * `{ answer }`; anything else means it could not read this one (a person is asked instead).
 */
export type CaptchaSolver = (image: Buffer, mimeType: string) => Promise<string | null>;

const TIMEOUT_MS = 20_000;

export function httpCaptchaSolver(url: string): CaptchaSolver {
  return async (image, mimeType) => {
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ image: image.toString('base64'), mimeType }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!res.ok) return null;
      const body = (await res.json()) as { answer?: unknown };
      return typeof body.answer === 'string' && body.answer.trim() ? body.answer.trim() : null;
    } catch {
      // A solver that is down or slow must not stop the sync: the person's queue takes the captcha.
      return null;
    }
  };
}
