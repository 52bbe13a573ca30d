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
        // Long-lived chunks only where they cost no route anything: React (every route renders
        // with it) and Highcharts, loaded only by the lazily loaded chart renderers (never by login,
        // lists or a share of a screen without charts); its map module is another, loaded only with
        // the first map, and each map's geometry (map-collection TopoJSON) stays in that map's
        // renderer chunk. The UI kit, the router and the rest are split by use, so a share link
        // loads only the few UI kit modules its screen's widgets use (spec: ≤ 180 kB of JS).
        codeSplitting: {
          groups: [
            { name: 'highcharts-map', test: /node_modules[\\/]highcharts[\\/]modules[\\/]map\.js/, priority: 5 },
            { name: 'highcharts', test: /node_modules[\\/](highcharts|highcharts-react-official)[\\/]/, priority: 2 },
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
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
