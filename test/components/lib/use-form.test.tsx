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

  it('binds a text field (field) and a masked one (masked): name, value, change and the message once left', () => {
    const codes = v.object({
      name: v.pipe(v.string(), v.nonEmpty('Obrigatório')),
      phone: v.string(),
      kind: v.picklist(['PF', 'PJ']),
    });
    const { result } = renderHook(() => useForm(codes, { name: '', phone: '', kind: 'PF' as 'PF' | 'PJ' }));
    const name = result.current.field('name');
    expect(name).toMatchObject({ name: 'name', value: '' });
    act(() => name.onChange({ target: { value: 'Ana' } }));
    expect(result.current.field('name').value).toBe('Ana');
    act(() => result.current.field('name').onChange({ target: { value: '' } }));
    expect(result.current.errors.name).toBeUndefined();
    act(() => result.current.field('name').onBlur());
    expect(result.current.errors.name).toBe('Obrigatório');

    act(() => result.current.masked('phone').onValueChange('(11) 98765-4321'));
    expect(result.current.masked('phone')).toMatchObject({ name: 'phone', value: '(11) 98765-4321' });
    // A union of codes is not free text: its control sets it with its own type.
    // @ts-expect-error 'kind' is 'PF' | 'PJ', not a string field
    void result.current.field('kind');
  });
  it('submitValues: a valid submit hands over the values and the loaded ones, then the form is clean; an invalid one hands over nothing', async () => {
    const submitted: unknown[] = [];
    const { result } = renderHook(() => useForm(schema, { name: 'Ana' }));
    act(() => result.current.setValue('name', ''));
    await act(() => result.current.submitValues((values, loaded) => void submitted.push([values, loaded]))());
    expect(submitted).toEqual([]);
    expect(result.current.errors.name).toBe('Obrigatório');

    act(() => result.current.setValue('name', 'Ana Maria'));
    await act(() => result.current.submitValues((values, loaded) => void submitted.push([values, loaded]))());
    expect(submitted).toEqual([[{ name: 'Ana Maria' }, { name: 'Ana' }]]);
    expect(result.current.dirty).toBe(false);
    expect(result.current.values).toEqual({ name: 'Ana Maria' });
  });
});
