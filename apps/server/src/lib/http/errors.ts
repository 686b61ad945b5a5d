/** An error with an HTTP status that the error handler turns into the envelope. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: { field: string; message: string }[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (field: string, message: string) =>
  new HttpError(400, message, [{ field, message }]);
export const unauthorized = (message = 'Please sign in') => new HttpError(401, message);
export const noProfile = () => new HttpError(412, 'Please complete your sign-up');
export const forbidden = (message = "You don't have access") => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooMany = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, undefined, { 'retry-after': String(retryAfterSeconds) });
/** The job queue is not there (starting, or stopped): a moment's wait, not a server error. */
export const queueUnavailable = () =>
  new HttpError(503, 'The job queue is not running; try again in a moment', undefined, {
    'retry-after': '5',
  });
