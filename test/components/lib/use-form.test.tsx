// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import * as v from 'valibot';
import { useForm } from '@/lib/forms/use-form';

const schema = v.object({ name: v.pipe(v.string(), v.nonEmpty('Obrigatório')) });

/** Effects that depend on the form run when it changed, not on every render (issue 17). */
describe('useForm', () => {
  afterEach(cleanup);

  it('returns the same object until its state changes, and stable callbacks', () => {
    const { result, rerender } = renderHook(() => useForm(schema, { name: '' }));
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);

    act(() => result.current.setValue('name', 'Ana'));
    expect(result.current).not.toBe(first);
    expect(result.current.values).toEqual({ name: 'Ana' });
    expect(result.current.dirty).toBe(true);
    expect(result.current.setValue).toBe(first.setValue);
    expect(result.current.touch).toBe(first.touch);
    expect(result.current.reset).toBe(first.reset);

    const second = result.current;
    rerender();
    expect(result.current).toBe(second);
  });
});
