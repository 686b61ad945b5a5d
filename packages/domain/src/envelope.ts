/** Every API answer has this shape (SPEC §3). `show` asks the client to show `message` as a notice. */
export type Envelope<T = unknown> = {
  success: boolean;
  message?: string;
  show?: boolean;
  data?: T;
  /** On a 400: which field was wrong and why. */
  errors?: { field: string; message: string }[];
};
