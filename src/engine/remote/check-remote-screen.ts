// A screen config that arrives at run time (from the backend, or pasted into the 调试 panel) is data from
// outside the build: it is checked here before anything draws it, with the same screen-language schemas the
// build uses, precompiled (src/engine/remote/generated/, made by scripts/screens/precompile-remote-validator.ts;
// no Ajv compiler and no eval in the browser), then against what this engine has registered: call names and
// expression functions, and against what such a screen may do (capabilities.ts). A config with any problem is
// never drawn (ScreenHost shows the failure page).
import type { Engine } from '../engine'
import { ExpressionSyntaxError, parseExpression, splitTemplate, type Ast } from '../expression/parse'
import type { LoadedScreen, Problem } from '../loaded-screen'
import type { Screen } from '../../generated/screen'
import { capabilityProblems, type Capabilities } from './capabilities'
import { runTimeCapabilities } from './run-time-capabilities'

type PathProblem = Omit<Problem, 'file'>
type ShapeCheck = (config: unknown) => PathProblem[]

// t() (the shared wording) is the evaluator's own, not a registered function.
// Lazy: the validator (about 50 kB gzip) is fetched only where a config arrives at run time.
const validators = import.meta.glob<{ screenShapeProblems: ShapeCheck }>('./generated/screen-shape.js')

async function loadShapeCheck(): Promise<ShapeCheck> {
  const load = Object.values(validators)[0]
  if (!load) throw new Error('the screen validator was not precompiled (scripts/screens/precompile-remote-validator.ts)')
  return (await load()).screenShapeProblems
}

const pointer = (path: string, key: string | number) => `${path}/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`

/** The functions an expression calls (an empty name for a callee that is not a plain name) and the t('key')s it reads. */
function callsIn(ast: Ast, out: { names: string[]; wording: string[] }): void {
  if (ast.type === 'CallExpression') {
    const callee = ast.callee as Ast
    out.names.push(callee.type === 'Identifier' && typeof callee.name === 'string' ? callee.name : '')
    const [first] = ast.arguments as (Ast | undefined)[]
    if (callee.type === 'Identifier' && callee.name === 't' && first?.type === 'Literal' && typeof first.value === 'string')
      out.wording.push(first.value)
  }
  for (const value of Object.values(ast)) {
    if (Array.isArray(value)) for (const v of value) if (v && typeof v === 'object' && 'type' in v) callsIn(v as Ast, out)
    if (value && typeof value === 'object' && 'type' in value) callsIn(value as Ast, out)
  }
}

/** Expressions that do not parse, call an unregistered function or name unknown wording, and calls the API does not know. */
function referenceProblems(config: unknown, engine: Engine): PathProblem[] {
  const out: PathProblem[] = []
  const walk = (value: unknown, path: string, key: string | undefined) => {
    if (typeof value === 'string') {
      if (key === 'call' && !engine.services.isCall(value)) out.push({ path, message: `unknown call "${value}"` })
      for (const part of splitTemplate(value)) {
        if (!('expr' in part)) continue
        try {
          const found = { names: [] as string[], wording: [] as string[] }
          callsIn(parseExpression(part.expr), found)
          for (const name of found.names) {
            if (!name) out.push({ path, message: `only registered functions can be called (in {{ ${part.expr.trim()} }})` })
            else if (name !== 't' && !engine.functions.has(name))
              out.push({ path, message: `unknown function "${name}" (in {{ ${part.expr.trim()} }})` })
          }
          // A typo would show the key itself on a user's screen (screens check says the same of the build's screens).
          for (const key of found.wording)
            if (!engine.hasText(key))
              out.push({ path, message: `unknown wording key "${key}" (in {{ ${part.expr.trim()} }}; see screens/wording.json)` })
        } catch (e) {
          out.push({ path, message: e instanceof ExpressionSyntaxError ? e.message : String(e) })
        }
      }
    } else if (Array.isArray(value)) value.forEach((v, i) => walk(v, pointer(path, i), undefined))
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, pointer(path, k), k)
  }
  walk(config, '', undefined)
  return out
}

/**
 * Check a config from outside the build; `file` names where it came from (remote:<token>, 调试), `origin` is the
 * site's (`location.origin` in the browser; passed in so the check runs under Node too). Besides its shape
 * and names, it may use only the capabilities it is given (capabilities.ts): no `inspect` or `storage` source, no
 * writing call without a tap, pictures and links only on this site or configured hosts.
 */
export async function checkRemoteScreen(
  config: unknown,
  file: string,
  engine: Engine,
  origin: string,
  capabilities: Capabilities = runTimeCapabilities(origin),
): Promise<LoadedScreen> {
  const shape = (await loadShapeCheck())(config)
  const named = shape.length ? [] : [...referenceProblems(config, engine), ...capabilityProblems(config, capabilities)]
  const problems = [...shape, ...named].map((p) => ({ file, ...p }))
  return { file, config: problems.length ? null : (config as Screen), problems }
}
