// What the catalogue says about one named call. Pure data: the CLI (`screens check`), the code generator
// and the embedded backend read it from Node, the HTTP client reads it in the browser.

export type CallMethod = 'GET' | 'POST'

export type CallEffect = 'read' | 'write'

/** A schema under schemas/, by its $id (for example 'api/resident-page.schema.json'). */
export type SchemaId = `api/${string}.schema.json`

export interface CallSpec {
  /** One line in the product's words. */
  summary: string
  method: CallMethod
  /**
   * Path on the API host, starting with '/'. `{name}` placeholders are filled from the args (and taken out of
   * them). A leading /reabs/ or /doabf/ is swapped by page (doctor pages use doabf), so a backend serves both.
   */
  path: string
  /** The path inside the doctor app (host dzj), where it differs. */
  doctorAppPath?: string
  /** Schema of the args; absent when the call takes none. */
  request?: SchemaId
  /** Schema of the envelope's `data`. */
  response: SchemaId
  /**
   * Who may make the call; the backend refuses anyone else. 'none': anyone; 'login': a logged-in user (no token:
   * not logged in); 'doctor': a logged-in doctor with his qualification certified (anyone else: 拒绝访问, code
   * 125000403), as the doctor-only routes that use it.
   */
  auth: 'none' | 'login' | 'doctor'
  /**
   * Whether the call changes anything (a record, a follow, a message sent): 'write', or only answers: 'read'.
   * Absent: a GET reads and a POST writes; a POST that only asks (a search, a report) says 'read'. A screen
   * from outside the build may make a writing call only from a user's tap (src/engine/remote/capabilities.ts).
   */
  effect?: CallEffect
  /** How a POST sends its payload (default json). */
  body?: 'json' | 'form'
  /** Sent without kVer and sign: the call that fetches the signing key cannot be signed with it. */
  unsigned?: true
  /** Set where the spec does not show the path or shape and we chose one; see src/api/ASSUMPTIONS.md. */
  assumed?: string
}

/** What the browser needs of a call to make it: the catalogue without its prose (`npm run gen` writes the table). */
export type CallWire = Pick<CallSpec, 'method' | 'path' | 'doctorAppPath' | 'auth' | 'body' | 'unsigned' | 'effect'>

/** The fields of a CallSpec that go on the wire, in the order the generated table writes them. */
export const WIRE_FIELDS = [
  'method',
  'path',
  'doctorAppPath',
  'auth',
  'body',
  'unsigned',
  'effect',
] as const satisfies readonly (keyof CallWire)[]

/** What a call does: its own `effect`, else a GET reads and a POST writes. */
export function effectOf(call: Pick<CallSpec, 'method' | 'effect'>): CallEffect {
  return call.effect ?? (call.method === 'GET' ? 'read' : 'write')
}
