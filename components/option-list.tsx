/** One `<option>` per value of a `<select>`, each showing its value or `label(value)`. */
export function OptionList<T extends string | number>({ values, label = String }: { values: readonly T[]; label?: (value: T) => string }) {
  return values.map((value) => (
    <option key={value} value={value}>
      {label(value)}
    </option>
  ));
}
