// The embedded backend (src/mock-api), its own lazy chunk, started by main.tsx unless the environment's API address
// is configured. A build for a real backend (VITE_API_BASE) has mock-backend.none.ts in this module's place
// (vite.config.ts), so the embedded backend, its signing key and its demo people are not in it at all.
export const loadMockBackend: (() => Promise<{ startMockBackend(): Promise<void> }>) | undefined = () => import('../mock-api/browser.ts')
