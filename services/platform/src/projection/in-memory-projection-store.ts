import type { CollectionDefinition, ProjectionCollection, ProjectionGap, ProjectionStore } from './projection-store.port';

/** Copies through JSON, exactly what the MongoDB adapter stores, so both shapes read the same values. */
const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

interface Entry<T> {
  version: number;
  data: T | null;
  keys: Record<string, string | undefined>;
}

/**
 * The embedded shape's read models: plain maps, rebuilt at start from the event stores (the
 * in-process bus replays everything). Data is copied in and out through JSON, as a database would.
 */
class InMemoryCollection<T> implements ProjectionCollection<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly byIndex = new Map<string, Map<string, Set<string>>>();

  constructor(
    private readonly definition: CollectionDefinition<T>,
    private readonly gap: (gap: ProjectionGap) => void,
  ) {
    for (const name of Object.keys(definition.indexes ?? {})) this.byIndex.set(name, new Map());
  }

  async get(id: string): Promise<T | undefined> {
    const data = this.entries.get(id)?.data;
    return data == null ? undefined : copy(data);
  }

  async findBy(index: string, value: string) {
    const ids = this.index(index).get(value) ?? new Set<string>();
    return [...ids].map((id) => {
      const entry = this.entries.get(id) as Entry<T>;
      return { id, version: entry.version, data: copy(entry.data as T) };
    });
  }

  async version(id: string): Promise<number> {
    return this.entries.get(id)?.version ?? 0;
  }

  // Synchronous from read to write, so concurrent appliers in one process cannot interleave.
  async apply(id: string, version: number, evolve: (current: T | undefined) => T | null): Promise<boolean> {
    const entry = this.entries.get(id);
    const folded = entry?.version ?? 0;
    if (version > folded + 1) this.gap({ collection: this.definition.name, id, folded, arrived: version });
    if (version !== folded + 1) return false;
    const current = entry?.data == null ? undefined : copy(entry.data);
    this.write(id, version, evolve(current));
    return true;
  }

  async put(id: string, data: T): Promise<void> {
    this.write(id, (this.entries.get(id)?.version ?? 0) + 1, data);
  }

  private write(id: string, version: number, data: T | null): void {
    const previous = this.entries.get(id);
    const keys =
      data == null ? {} : Object.fromEntries(Object.entries(this.definition.indexes ?? {}).map(([name, of]) => [name, of(data)]));
    for (const [name, value] of Object.entries(previous?.keys ?? {})) if (value !== undefined) this.index(name).get(value)?.delete(id);
    for (const [name, value] of Object.entries(keys)) {
      if (value === undefined) continue;
      const ids = this.index(name).get(value) ?? new Set<string>();
      this.index(name).set(value, ids.add(id));
    }
    this.entries.set(id, { version, data: data == null ? null : copy(data), keys });
  }

  private index(name: string): Map<string, Set<string>> {
    const index = this.byIndex.get(name);
    if (!index) throw new Error(`Collection ${this.definition.name} has no index ${name}`);
    return index;
  }
}

export class InMemoryProjectionStore implements ProjectionStore {
  private readonly collections = new Map<string, InMemoryCollection<unknown>>();
  onGap?: (gap: ProjectionGap) => void;

  collection<T>(definition: CollectionDefinition<T>): ProjectionCollection<T> {
    let collection = this.collections.get(definition.name);
    if (!collection) {
      collection = new InMemoryCollection(definition as CollectionDefinition<unknown>, (gap) => this.onGap?.(gap));
      this.collections.set(definition.name, collection);
    }
    return collection as ProjectionCollection<T>;
  }

  async close(): Promise<void> {
    this.collections.clear();
  }
}
