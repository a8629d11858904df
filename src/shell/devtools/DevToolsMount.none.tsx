// In a build without developer tools (a real backend, VITE_DEV_TOOLS unset), in place of DevToolsMount.tsx.
export function DevToolsMount(_: { navigate: (path: string) => void }) {
  return null
}
