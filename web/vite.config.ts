import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const backend = process.env.WALLBOARD_BACKEND ?? 'http://localhost:8787';

/** The SPA: root `web/`, output `web/dist`; in dev the API routes go to the local stack. */
export default defineConfig({
  root: webRoot,
  publicDir: fileURLToPath(new URL('./public', import.meta.url)),
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        // Long-lived vendor chunks: UI kit, React + router, the rest (i18n, SWR, zod). Highcharts
        // is its own chunk, loaded only by the lazily loaded chart renderers (never by login or lists);
        // its map module is another, loaded only with the first map, and each map's geometry
        // (map-collection TopoJSON) stays in that map's renderer chunk.
        codeSplitting: {
          groups: [
            { name: 'highcharts-map', test: /node_modules[\\/]highcharts[\\/]modules[\\/]map\.js/, priority: 5 },
            { name: 'highcharts', test: /node_modules[\\/](highcharts|highcharts-react-official)[\\/]/, priority: 2 },
            { name: 'fluent', test: /node_modules[\\/]@(fluentui|griffel|floating-ui|swc)[\\/]/, priority: 4 },
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler|cookie)[\\/]/, priority: 3 },
            { name: 'vendor', test: /node_modules[\\/](?!@highcharts[\\/]map-collection[\\/])/, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      ['/rpc', '/api', '/chameleon', '/license', '/__dev'].map((prefix) => [prefix, { target: backend, changeOrigin: true }]),
    ),
    fs: { allow: [fileURLToPath(new URL('..', import.meta.url))] },
  },
  preview: { port: 4173 },
});
