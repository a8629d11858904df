// The reachability crawl from the demo resident's home (reach.ts).
import { reachFrom } from './reach.ts'

reachFrom('resident')
