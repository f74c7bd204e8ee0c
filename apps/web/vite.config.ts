import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const API_TARGET = process.env.PARCELHUB_API ?? 'http://127.0.0.1:8080';
const proxied = ['/api', '/auth', '/openapi.json', '/docs', '/healthz'];

/** Vendor chunks kept apart so a page change does not invalidate the big libraries in the browser cache. */
function vendorChunk(id: string): string | undefined {
  if (!id.includes('node_modules')) return undefined;
  if (/node_modules\/(react|react-dom|scheduler|react-router|react-router-dom)\//.test(id)) return 'react';
  if (/node_modules\/(antd|@ant-design|@rc-component|rc-[^/]+)\//.test(id)) return 'antd';
  if (/node_modules\/(i18next|react-i18next|dayjs|decimal\.js|@tanstack)\//.test(id)) return 'libs';
  return undefined;
}

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1600,
    rollupOptions: { output: { manualChunks: vendorChunk } },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((p) => [p, { target: API_TARGET, changeOrigin: true }])),
  },
});
