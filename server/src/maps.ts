/** `map`'s value for `key`, made and kept the first time it is asked for. */
export function madeOnce<Key, Value>(map: Map<Key, Value>, key: Key, make: () => Value): Value {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}
