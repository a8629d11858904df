// What a renderer or an action handler receives: its config with the {{ }} templates evaluated. As written, a
// flag is `boolean | Expression` and an amount `number | Expression` (an Expression is typed as a string in {{ }});
// resolved, they are a boolean and a number.
// Actions stay as written (they resolve their own fields when they run), and so do child nodes (each draws
// itself) and the props a renderer takes raw.
import type { Action, Actions, Expression, Node } from '../generated/screen'

type ResolvedValue<T> = [T] extends [Actions]
  ? T
  : [T] extends [Node]
    ? T
    : [T] extends [readonly (infer E)[]]
      ? [E] extends [Node | Action]
        ? T
        : ResolvedValue<E>[]
      : [T] extends [boolean | Expression]
        ? boolean extends T
          ? Expression extends T
            ? boolean
            : T
          : T
        : [T] extends [number | Expression]
          ? number extends T
            ? Expression extends T
              ? number
              : T
            : T
          : [T] extends [object]
            ? { [K in keyof T]: ResolvedField<T[K]> }
            : T

type ResolvedField<T> = undefined extends T ? ResolvedValue<Exclude<T, undefined>> | undefined : ResolvedValue<T>

/** `T` with its templates evaluated; the `Raw` props handed over as written. A union resolves member by member. */
export type Resolved<T, Raw extends keyof T & string = never> = T extends unknown
  ? { [K in keyof T]: K extends Raw ? T[K] : ResolvedField<T[K]> }
  : never

/** One action of the screen language, by its name. */
export type ActionOf<N extends Action['action']> = Extract<Action, { action: N }>
