import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const API_TARGET = process.env.PARCELHUB_API ?? 'http://127.0.0.1:8080';
const proxied = ['/api', '/auth', '/openapi.json', '/docs', '/healthz'];
/**
 * Modules that only declare things, for packages that do not say so in their package.json: the contracts (zod
 * schemas and constants) and antd's rc-components. Unused ones are dropped whole; otherwise antd's Input, which
 * reads the form context, would bring all of rc-form and its validator into the login page.
 */
const PURE_MODULES = /\/packages\/contracts\/src\/|\/node_modules\/@rc-component\//;

/**
 * Only React and the router get a chunk of their own: every page needs all of them, and they change rarely. Everything
 * else (antd above all) is split by Rollup along the imports, so /login loads the few antd components it uses and
 * not the tables, menus and pickers of the layout.
 */
function vendorChunk(id: string): string | undefined {
  if (/node_modules\/(react|react-dom|scheduler|react-router|react-router-dom)\//.test(id)) return 'react';
  return undefined;
}

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 600,
    rollupOptions: {
      output: { manualChunks: vendorChunk },
      treeshake: { moduleSideEffects: (id) => !PURE_MODULES.test(id) },
    },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((p) => [p, { target: API_TARGET, changeOrigin: true }])),
  },
});
