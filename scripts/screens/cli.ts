// Entry point of `npm run screens -- <verb>`; everything else is in commands.ts.
import { runScreens } from './commands.ts'
import { runServiceCommand } from './service-commands.ts'

// `screens routes | head` closes the pipe early; that is not a failure worth a stack trace.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit()
  throw e
})

const io = {
  out: (line: string) => console.log(line),
  err: (line: string) => console.error(line),
  cwd: process.cwd(),
  env: process.env,
}
const args = process.argv.slice(2)
// Staff's publishing verbs talk to the screens service over HTTP; the rest work on files here.
process.exitCode = (await runServiceCommand(args, io)) ?? (await runScreens(args, io))
