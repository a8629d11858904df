// Shard 3 of the every-route test (every-route.ts): its routes draw, accessible and error-free.
import { everyRouteShard } from './every-route.ts'

everyRouteShard(3)
