// The data-source kinds of the screen language, tied to their generated types (schemas/data-sources/*): a kind is
// the one key its schema requires ({ "call": "points.bills" }), so the kinds and each kind's options come from the
// schemas alone. A fetcher registered for a kind gets that kind's options, resolved; a wrong option is a type error.
import type { DataSource } from '../../generated/screen'
import type { Resolved } from '../resolved'

type RequiredKeys<S> = { [K in keyof S]-?: object extends Pick<S, K> ? never : K }[keyof S]

/** The name of a data-source kind: call, static, storage, chat, assistant, inspect, region. */
export type DataSourceKind = DataSource extends infer S ? (S extends unknown ? RequiredKeys<S> & string : never) : never

/** A source of one kind as written (CallSource for 'call'). */
export type SourceOf<K extends DataSourceKind> = Extract<DataSource, Record<K, unknown>>

/** What the screen keeps for itself and the fetcher never sees (source-request.ts takes these out). */
export type ScreenOnlyField = 'when' | 'record' | 'catch' | 'poll' | 'refreshOn'

/** A source of one kind as its fetcher gets it: templates evaluated, the screen's own fields taken out. */
export type FetchedSource<K extends DataSourceKind> = K extends unknown ? Resolved<Omit<SourceOf<K>, ScreenOnlyField>> : never
