/**
 * What a presentational form takes (issue 17): the values it starts from, and `onSubmit` with the
 * person's values and what the form was loaded with (the write's `base`, so only what the person
 * changed is written). The page owns the write, the notice and where to go next.
 */
export interface FormProps<Initial, Submitted = Initial, Loaded = Submitted> {
  initial: Initial;
  /** Resolves once the page has saved (or failed to): the form stays busy until then. */
  onSubmit: (values: Submitted, loaded: Loaded) => Promise<unknown>;
  onCancel: () => void;
  /** Why the role may not save (the button is disabled and says it), or null. */
  disabledReason?: string | null;
}

/**
 * A form that stays open after saving (a client's data, a process): it starts from the stored
 * `record` (empty when creating) and follows it while untouched (`useFollowRecord`). The page
 * owns the write as above; `onSubmit` resolves to the saved record, which becomes the form's
 * new baseline, or to null when the save failed (`saveWithNotice` resolves so).
 */
export interface RecordFormProps<Doc, Submitted, Loaded = Submitted | undefined> extends Omit<
  FormProps<Doc, Submitted, Loaded>,
  'initial' | 'onSubmit'
> {
  record?: Doc;
  onSubmit: (values: Submitted, loaded: Loaded) => Promise<Doc | null>;
}
