import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/**
 * In production the platform's static server answers /config.js with the runtime URLs
 * (window.__TRILHA_CONFIG__). The dev server has none, so it answers an empty script
 * instead of index.html (which the browser would try to run as JavaScript).
 */
function devRuntimeConfig(): Plugin {
  return {
    name: 'trilha-dev-runtime-config',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/config.js', (_req, res) => {
        res.setHeader('content-type', 'text/javascript');
        res.end('/* dev server: no runtime config, VITE_API_URL or the default applies */\n');
      });
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), devRuntimeConfig()],
  // 5173, not 8080: `pnpm dev` serves the built client on 8080. Open http://demo.localhost:5173.
  server: { port: 5173, host: true, allowedHosts: ['.localhost'] },
  preview: { port: 5173, host: true, allowedHosts: ['.localhost'] },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, chunkSizeWarningLimit: 800 },
});
