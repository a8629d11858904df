// Tests parse expressions at once, as the checker and the embedded backend do: the app's screens wait for the
// parser's chunk instead (src/shared-logic/expression/parse.ts), which only the browser tests see.
import '../../src/shared-logic/expression/jsep-parser'
