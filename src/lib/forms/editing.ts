/** The record an edit form saves over: its id and the values the form was loaded with (the write's `base`). */
export interface Editing<Values> {
  id: string;
  /** Undefined when they were not valid (e.g. an older record): then every field is written. */
  loaded: Values | undefined;
}
