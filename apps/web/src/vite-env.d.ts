/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** API base; '' (default) is the server root of this origin. */
  readonly VITE_API_BASE?: string;
  /** Request time-out in ms (default 1,200,000). */
  readonly VITE_HTTP_TIMEOUT?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
