import {
  PostgresAdapter,
  type Compilable,
  type CompiledQuery,
  type Expression,
  type Kysely,
} from 'kysely';
import { columnNaming, type DialectName } from './database.js';
import { idSetBound, idSetValue } from './id-sets.js';
import type { DB, Executor } from './schema.js';

/** Where a prepared query's compiled SQL takes a value given at each run. */
class Parameter {
  constructor(
    readonly name: string,
    /** What is bound for the value, when not the value itself. */
    readonly bound?: (value: unknown) => unknown,
  ) {}
}

export type ParameterValues = Readonly<Record<string, unknown>>;

/** Places for the values of a run, by name, in a query built once. */
export interface Binder {
  /** A single value. */
  <Value>(name: string): Value;
  /**
   * An array of ids bound as one parameter (`idSet`): `where('id', 'in', bind.idSet('ids'))`. One
   * text for every length, which SQLite also plans better than a long `in` list (it builds that
   * list's index on every run).
   */
  idSet(name: string): Expression<number>;
}

/** One compiled text and how to fill in its values and read its rows. */
class Statement<Row> {
  readonly #compiled: CompiledQuery<Row>;
  /** Columns as the database names them and as the rows name them, from the first rows read. */
  #columns: { read: string[]; named: string[] } | undefined;

  constructor(compiled: CompiledQuery<Row>) {
    this.#compiled = compiled;
  }

  query(values: ParameterValues): CompiledQuery<Row> {
    const parameters = this.#compiled.parameters.map((parameter) => {
      if (!(parameter instanceof Parameter)) return parameter;
      const value = values[parameter.name];
      return parameter.bound === undefined ? value : parameter.bound(value);
    });
    return { ...this.#compiled, parameters };
  }

  /** The rows with the names CamelCasePlugin would give their columns, worked out once. */
  named(rows: readonly Record<string, unknown>[]): Row[] {
    if (rows.length === 0) return [];
    if (this.#columns === undefined) {
      const read = Object.keys(rows[0]!);
      this.#columns = { read, named: read.map((column) => columnNaming.rowKey(column)) };
    }
    const { read, named } = this.#columns;
    return rows.map((row) => {
      const item: Record<string, unknown> = {};
      for (let column = 0; column < read.length; column += 1) {
        item[named[column]!] = row[read[column]!];
      }
      return item as Row;
    });
  }
}

/** Each executor without its plugins: its rows are named once per statement instead. */
const plainExecutors = new WeakMap<Executor, Kysely<DB>>();
const plain = (executor: Executor) => {
  let found = plainExecutors.get(executor);
  if (found === undefined) {
    found = executor.withoutPlugins();
    plainExecutors.set(executor, found);
  }
  return found;
};

/**
 * A query built and compiled once per database, then only run with each call's values bound as
 * parameters: Kysely builds, transforms and compiles a query anew on each `execute()`, and names
 * every column of every row again, which cost a short read more than SQLite's own work. `build`
 * must give the same query for every call: only the values of `bind` vary.
 */
export class PreparedQuery<Row> {
  readonly #build: (db: Executor, bind: Binder) => Compilable<Row>;
  /** By the database's dialect adapter, which a database's transactions share. */
  readonly #statements = new WeakMap<object, Statement<Row>>();

  constructor(build: (db: Executor, bind: Binder) => Compilable<Row>) {
    this.#build = build;
  }

  #statement(executor: Executor): Statement<Row> {
    const adapter = executor.getExecutor().adapter;
    let statement = this.#statements.get(adapter);
    if (statement === undefined) {
      const dialect: DialectName = adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
      const bind = Object.assign(<Value>(name: string) => new Parameter(name) as Value, {
        idSet: (name: string) =>
          idSetBound(dialect, new Parameter(name, (ids) => idSetValue(dialect, ids as number[]))),
      });
      statement = new Statement(this.#build(executor, bind).compile());
      this.#statements.set(adapter, statement);
    }
    return statement;
  }

  async execute(executor: Executor, values: ParameterValues = {}): Promise<Row[]> {
    const statement = this.#statement(executor);
    const { rows } = await plain(executor).executeQuery<Record<string, unknown>>(
      statement.query(values),
    );
    return statement.named(rows);
  }

  async executeTakeFirst(
    executor: Executor,
    values: ParameterValues = {},
  ): Promise<Row | undefined> {
    return (await this.execute(executor, values))[0];
  }
}

export const prepared = <Row>(build: (db: Executor, bind: Binder) => Compilable<Row>) =>
  new PreparedQuery(build);
