/** What the income-tax connector gives the sync: portal payloads, and failures by kind. */

/** Failures are the e-filing portal's, shared with every area that signs in to it. */
export {
  EfilingError as ItPortalError,
  type EfilingFailure as ItPortalFailure,
} from '../../../lib/portal/efiling-types';

/** A client's session: the sync knows it by the client's PAN. */
export type ItSession = { pan: string; cookie: string };

/** A JSON service of the portal: a generic endpoint where `serviceName` picks the service. */
export type ItServiceCall = {
  /** e.g. `/iec/returnservicesapi/auth/getEntity`, `/iec/servicesapi/auth/saveEntity`. */
  endpoint: string;
  serviceName: string;
  body?: Record<string, unknown>;
  /** The `header.formName` some services want (e.g. `FO-041_PCDNG` for e-proceedings). */
  formName?: string;
};

/**
 * The income-tax e-filing portal as the sync sees it: sign in, call any JSON service, fetch a
 * document. What each service means lives with the sync module that uses it.
 */
export type ItPortal = {
  login(pan: string, password: string): Promise<ItSession>;
  /** An OTP-only login: the portal sends an OTP for a new login request. */
  requestOtp?(pan: string, password: string): Promise<{ reqId: string; prompt: string }>;
  loginWithOtp?(pan: string, reqId: string, otp: string): Promise<ItSession>;
  logout(session: ItSession): Promise<void>;
  /** The service's answer: an object, or for some services a bare array. Portal errors throw ItPortalError. */
  service(session: ItSession, call: ItServiceCall): Promise<unknown>;
  /** `GET {path}` for a binary document; default path `/iec/document/{docId}`. */
  document(session: ItSession, docId: string, path?: string): Promise<Buffer>;
  /**
   * `POST {path}` with a JSON body, for a file the portal answers with (an ITR-V PDF, the return's
   * own JSON). A JSON answer that carries a portal error throws like any call.
   */
  download(session: ItSession, path: string, body: Record<string, unknown>): Promise<Buffer>;
};
