/** The <option>s of a fixed list of codes, each shown by its label (e.g. EVENT_KINDS with EVENT_KIND_LABELS). */
export function LabelOptions<K extends string>({
  values,
  labels,
}: {
  values: readonly K[];
  labels: Readonly<Record<K, string>>;
}) {
  return values.map((value) => (
    <option key={value} value={value}>
      {labels[value]}
    </option>
  ));
}
