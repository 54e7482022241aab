/** One environment variable: its JSON schema (env-schema coerces the text) and its guide row. */
export interface Variable {
  name: string;
  schema: { type: string; default?: unknown };
  /** What `docs/deploy.md` says it does. */
  about: string;
  /** The default as an operator sees it, where the schema has none or a machine's own path. */
  shown: string | undefined;
  /** A secret, which may come from the file `<name>_FILE` names (Docker, systemd credentials). */
  file: boolean;
}

export interface Context {
  production: boolean;
  /** Whether the logs go to a person. */
  terminal: boolean;
}

/** A part of the configuration: the variables it reads and how it makes its value of them. */
export class Setting<T> {
  constructor(
    readonly variables: readonly Variable[],
    readonly make: (values: Record<string, unknown>, context: Context) => T,
  ) {}

  /** The same variables, their value converted or checked (a bad one throws). */
  to<U>(convert: (value: T, context: Context) => U): Setting<U> {
    return new Setting(this.variables, (values, context) =>
      convert(this.make(values, context), context),
    );
  }
}

/** A variable still to be described: only its description makes it a setting. */
class Declared<T> {
  constructor(private readonly variable: Omit<Variable, 'about' | 'shown'>) {}

  /** `shown`: the default as an operator sees it, where the schema has none or a machine's own. */
  about(about: string, shown?: string): Setting<T> {
    const { name } = this.variable;
    return new Setting([{ ...this.variable, about, shown }], (values) => values[name] as T);
  }
}

interface Options<T> {
  default?: T;
  file?: true;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  pattern?: string;
}

/** Declares variables of one JSON type; without a default, their value may be `undefined`. */
const variable =
  <T>(type: string, keywords: object = {}) =>
  <const O extends Options<T>>(name: string, options?: O) => {
    const { file = false, ...schema } = options ?? {};
    type Value = O extends { default: T } ? T : T | undefined;
    return new Declared<Value>({ name, file, schema: { type, ...keywords, ...schema } });
  };
export const integer = variable<number>('integer');
export const decimal = variable<number>('number');
export const text = variable<string>('string');
export const flag = variable<boolean>('boolean');
export const oneOf = <const L extends readonly string[]>(values: L) =>
  variable<L[number]>('string', { enum: values });

type Tree = Setting<unknown> | { readonly [key: string]: Tree };
export type Made<N> = N extends Setting<infer T> ? T : { -readonly [K in keyof N]: Made<N[K]> };

/** The object of the parts' values, under the same keys. */
export function group<N extends Record<string, Tree>>(tree: N): Setting<Made<N>> {
  const parts = Object.entries(tree).map(([key, node]): [string, Setting<unknown>] => [
    key,
    node instanceof Setting ? node : group(node),
  ]);
  return new Setting(
    parts.flatMap(([, part]) => part.variables),
    (values, context) =>
      Object.fromEntries(parts.map(([key, part]) => [key, part.make(values, context)])) as Made<N>,
  );
}
