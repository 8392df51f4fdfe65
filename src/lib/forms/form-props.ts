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
