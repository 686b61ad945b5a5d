import { HttpError } from '../http/errors';

/** A file that cannot be imported at all (as opposed to a row with a problem): 400 with the reason. */
export function badFile(message: string): HttpError {
  return new HttpError(400, message, [{ field: 'file', message }]);
}

/** Past a hard limit: 413, so a client can tell "too big" from "malformed". */
export function tooLarge(message: string): HttpError {
  return new HttpError(413, message, [{ field: 'file', message }]);
}
