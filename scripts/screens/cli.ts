// Entry point of `npm run screens -- <verb>`; everything else is in commands.ts.
import { runScreens } from './commands.ts'

process.exitCode = runScreens(process.argv.slice(2), {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
  cwd: process.cwd(),
  env: process.env,
})
