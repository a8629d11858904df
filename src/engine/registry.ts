// One registry per kind of extension. Registries belong to an engine instance (one per app, one per test),
// never to the module, so tests and stories cannot leak registrations into each other.

export class RegistryError extends Error {
  override name = 'RegistryError'
}

export interface RegisterOptions {
  /** Replace an earlier registration of the same name on purpose. */
  override?: boolean
}

export class Registry<T> {
  private readonly entries = new Map<string, T>()

  constructor(readonly kind: string) {}

  register(name: string, value: T, options: RegisterOptions = {}): void {
    if (!name) throw new RegistryError(`a ${this.kind} needs a name`)
    if (this.entries.has(name) && !options.override) {
      throw new RegistryError(`${this.kind} "${name}" is already registered; pass { override: true } to replace it`)
    }
    this.entries.set(name, value)
  }

  get(name: string): T | undefined {
    return this.entries.get(name)
  }

  has(name: string): boolean {
    return this.entries.has(name)
  }

  names(): string[] {
    return [...this.entries.keys()].sort()
  }
}
