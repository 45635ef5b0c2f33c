import {
  TableNode,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';

/** Tables whose rows no listing reads: a write there need not drop cached figures. */
const unrelatedTables = new Set(['oidc_payload', 'dpop_bevis', 'fullmakt_atkomst']);

/** The table a write names, when the node says (a raw SQL statement does not). */
function writtenTable(node: RootOperationNode): string | undefined {
  const target =
    node.kind === 'InsertQueryNode'
      ? node.into
      : node.kind === 'DeleteQueryNode'
        ? node.from.froms[0]
        : node.kind === 'UpdateQueryNode'
          ? node.table
          : undefined;
  return target !== undefined && TableNode.is(target) ? target.table.identifier.name : undefined;
}

/** Whether a statement may change what a listing reads. */
function mayChangeListings(node: RootOperationNode): boolean {
  if (node.kind === 'SelectQueryNode') {
    return false;
  }
  // Raw SQL, merges and schema changes cannot be told apart cheaply: they count as writes.
  const table = writtenTable(node);
  return table === undefined || !unrelatedTables.has(table);
}

/**
 * A counter that moves on every statement that may change stored powers, seen by Kysely
 * itself, so no code path can write and forget to invalidate. It moves before the statement
 * runs and again after it, so a figure read while a write was in flight is never taken for
 * current. Only one process may own the database for this to hold: SQLite, embedded.
 */
export class WriteGeneration implements KyselyPlugin {
  #value = 0;
  readonly #writes = new WeakSet<object>();

  get value(): number {
    return this.#value;
  }

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    if (mayChangeListings(args.node)) {
      this.#value++;
      this.#writes.add(args.queryId);
    }
    return args.node;
  }

  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (this.#writes.has(args.queryId)) {
      this.#value++;
    }
    return Promise.resolve(args.result);
  }
}

/**
 * Values derived from stored powers (list counts), valid while no write has happened since
 * they were read. Everything is dropped at the first read after a write.
 */
export class WriteGenerationCache<V> {
  readonly #entries = new Map<string, V>();
  #generation = -1;

  constructor(
    private readonly writes: WriteGeneration,
    private readonly maxEntries = 10_000,
  ) {}

  async get(key: string, compute: () => Promise<V>): Promise<V> {
    const before = this.writes.value;
    if (before === this.#generation) {
      const hit = this.#entries.get(key);
      if (hit !== undefined) {
        return hit;
      }
    }
    const value = await compute();
    // Kept only if nothing was written while it was read.
    if (this.writes.value === before) {
      if (this.#generation !== before || this.#entries.size >= this.maxEntries) {
        this.#entries.clear();
        this.#generation = before;
      }
      this.#entries.set(key, value);
    }
    return value;
  }
}
