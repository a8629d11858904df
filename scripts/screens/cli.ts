// Entry point of `npm run screens -- <verb>`; everything else is in commands.ts.
import { runScreens } from './commands.ts'

// `screens routes | head` closes the pipe early; that is not a failure worth a stack trace.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit()
  throw e
})

process.exitCode = await runScreens(process.argv.slice(2), {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
  cwd: process.cwd(),
  env: process.env,
})
