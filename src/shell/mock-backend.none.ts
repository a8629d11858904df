// In a build for a real backend, in place of mock-backend.ts: no embedded backend.
export const loadMockBackend: (() => Promise<{ startMockBackend(): Promise<void> }>) | undefined = undefined
