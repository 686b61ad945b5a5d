interface ImportMetaEnv {
  /** Google Analytics 4 measurement id; when absent no data goes to Google. */
  readonly VITE_GA_MEASUREMENT_ID?: string;
}

/** Package version and build day, set by vite.config.ts. */
declare const __APP_VERSION__: string;
