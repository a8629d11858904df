// The reachability crawl from the demo doctor's home (reach.ts).
import { reachFrom } from './reach.ts'

reachFrom('doctor')
