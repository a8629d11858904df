// The expression parser itself, installed as this module is imported (parse.ts says who imports it, and why
// it is not in the app's entry). jsep 1.6 parses ?? itself: its shared operator table is never changed here (it
// is jsep's one piece of module-wide state, and we leave it as shipped).
import jsep from 'jsep'
import { installParser } from './parse.ts'

installParser((source) => jsep(source))
