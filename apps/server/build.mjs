// Bundles the server into dist/: workspace packages (TypeScript source) are bundled, npm packages stay external.
import { build } from 'esbuild';
import fs from 'node:fs';

const pkg = JSON.parse(fs.readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((d) => !d.startsWith('@parcelhub/'));

await build({
  entryPoints: {
    main: 'src/main.ts',
    cli: 'src/cli.ts',
    // Label PDFs are drawn on worker threads (modules/carriers/label/render-pool.ts).
    'label-render-worker': 'src/modules/carriers/label/render-worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: [...external, ...external.map((d) => `${d}/*`), 'pg-native'],
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  logLevel: 'warning',
  plugins: [
    {
      // A module's cross-tenant cases (`tenancy: () => import('./x.tenancy')`) are test code: left out of the server.
      name: 'no-tenancy-cases',
      setup(b) {
        b.onResolve({ filter: /\.tenancy$/ }, (args) => ({ path: args.path, namespace: 'tenancy-cases' }));
        b.onLoad({ filter: /.*/, namespace: 'tenancy-cases' }, () => ({ contents: 'export {};', loader: 'js' }));
      },
    },
  ],
});
