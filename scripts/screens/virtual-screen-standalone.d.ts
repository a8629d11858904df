// The standalone Ajv validator of the screen language, made by precompile-remote-validator.ts at build time.
declare module 'virtual:edu-screen-standalone' {
  import type { ErrorObject } from 'ajv'
  export const screen: ((data: unknown) => boolean) & { errors?: ErrorObject[] | null }
}
