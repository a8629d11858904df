// The first screen's code, asked for as soon as the entry starts to run. main.tsx imports this module before the
// rest of the shell, so it runs before the shell is built and React draws: the screen's chunk and its renderers'
// chunks are on their way while the rest of the entry is evaluated (about 60 ms on this repository's 2-core
// machine, several times that on a phone), where the shell's own start (first-screen.ts) asks for them only
// after that and after React's first render. Code only: the data waits for the session, and the shell's start
// adds it; asking again for code already on its way costs nothing (each chunk is one import). A path the shell
// then reads otherwise (a run-as visit that cleans the address) has fetched a chunk it may not draw, no more.
import { screens } from 'virtual:edu-screens'
import { askFirstScreenCode } from './first-screen'
import { appRenderers } from './register-app'

askFirstScreenCode(window.location.pathname, screens, appRenderers)
