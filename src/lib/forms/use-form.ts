import { useCallback, useMemo, useRef, useState } from 'react';
import * as v from 'valibot';

/** Field → first message, the shape forms render under each input. */
export function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path?.map((p) => String(p.key)).join('.') ?? '_';
    errors[key] ??= issue.message;
  }
  return errors;
}

type Schema = v.GenericSchema<unknown, unknown>;

/** The keys of `Values` that hold free text (a plain `string`, not a union of codes): the ones a text input or a select can set. */
export type TextKey<Values> = Extract<
  keyof {
    [
      K in keyof Values as string extends K
        ? never
        : Values[K] extends string
          ? string extends Values[K]
            ? K
            : never
          : never
    ]: true;
  },
  keyof Values & string
>;

/** What an edit form was loaded with (or last reset to). */
export interface Loaded<Values, Output> {
  values: Values;
  /** `values` through the schema; undefined when they were not valid (e.g. an older record). */
  output: Output | undefined;
}

/**
 * Small form state hook around a valibot schema: values, per-field messages (shown after a
 * field is left or on submit), dirty tracking for the unsaved-changes guard, submit state.
 */
export function useForm<S extends Schema, Values extends Record<string, unknown>>(schema: S, initialValues: Values) {
  const initial = useRef(initialValues);
  const [values, setValues] = useState<Values>(initialValues);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const result = useMemo(() => v.safeParse(schema, values), [schema, values]);
  const allErrors = useMemo(() => (result.success ? {} : fieldErrors(result.issues)), [result]);
  const errors = useMemo(
    () =>
      Object.fromEntries(Object.entries(allErrors).filter(([k]) => submitted || touched[k])) as Record<string, string>,
    [allErrors, submitted, touched],
  );
  // Bumped by reset: a form reset to the values it already holds (saved as typed) is clean again.
  const [baseline, setBaseline] = useState(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `baseline` stands for the ref's content
  const dirty = useMemo(() => JSON.stringify(values) !== JSON.stringify(initial.current), [values, baseline]);

  const setValue = useCallback(<K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((prev) => ({ ...prev, [key]: value }));
  }, []);
  const touch = useCallback((key: keyof Values) => setTouched((t) => ({ ...t, [key as string]: true })), []);

  /**
   * Binds an input, a textarea or a native select to a text field: `{...form.field('name')}` gives
   * its name, value, `onChange` and `onBlur` (leaving the field shows its message).
   */
  const field = useCallback(
    <K extends TextKey<Values>>(key: K) => ({
      name: key,
      value: values[key] as string,
      onChange: (e: { target: { value: string } }) => setValue(key, e.target.value as Values[K]),
      onBlur: () => touch(key),
    }),
    [values, setValue, touch],
  );
  /** The same for a `MaskedInput`, which hands over the masked text (`onValueChange`). */
  const masked = useCallback(
    <K extends TextKey<Values>>(key: K) => ({
      name: key,
      value: values[key] as string,
      onValueChange: (text: string) => setValue(key, text as Values[K]),
      onBlur: () => touch(key),
    }),
    [values, setValue, touch],
  );

  /** Replaces the values and makes them the new baseline (e.g. after loading a record or saving). */
  const reset = useCallback((next: Values) => {
    initial.current = next;
    setBaseline((n) => n + 1);
    setValues(next);
    setTouched({});
    setSubmitted(false);
  }, []);

  /**
   * `onValid` also gets what the form was loaded with (its values, and their output when they
   * were valid): edit screens pass it to `updateDoc` as `base`, so only what the person
   * changed is written and a change saved meanwhile elsewhere is kept.
   */
  const handleSubmit = useCallback(
    (onValid: (output: v.InferOutput<S>, loaded: Loaded<Values, v.InferOutput<S>>) => Promise<unknown> | unknown) =>
      async (event?: { preventDefault(): void }) => {
        event?.preventDefault();
        setSubmitted(true);
        if (!result.success) return;
        setSubmitting(true);
        try {
          const base = v.safeParse(schema, initial.current);
          await onValid(result.output as v.InferOutput<S>, {
            values: initial.current,
            output: base.success ? (base.output as v.InferOutput<S>) : undefined,
          });
        } finally {
          setSubmitting(false);
        }
      },
    [result, schema],
  );

  /**
   * For forms whose parent stores the typed values themselves (not the schema's output): a valid
   * submit hands `onSubmit` the values and the values loaded, then takes the submitted values as
   * the new starting point (the form is no longer dirty).
   */
  const submitValues = useCallback(
    (onSubmit: (values: Values, loaded: Values) => Promise<unknown> | unknown) =>
      handleSubmit(async (_output, loaded) => {
        await onSubmit(values, loaded.values);
        reset(values);
      }),
    [handleSubmit, reset, values],
  );

  // A new object only when the form's state changed, not on every render, so effects that depend
  // on the form run when it changed; setValue, touch and reset never change identity.
  const isValid = result.success;
  return useMemo(
    () => ({
      values,
      setValue,
      touch,
      field,
      masked,
      errors,
      dirty,
      submitting,
      handleSubmit,
      submitValues,
      reset,
      isValid,
    }),
    [values, setValue, touch, field, masked, errors, dirty, submitting, handleSubmit, submitValues, reset, isValid],
  );
}
