// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import {
  hasUnsavedChanges,
  registerUnsavedChanges,
  subscribeUnsavedChanges,
  unsavedChangeIds,
  useUnsavedChanges,
} from '@/lib/unsaved-changes';

afterEach(cleanup);

describe('unsaved-changes registry', () => {
  it('tracks registrations until each is unregistered (once)', () => {
    expect(hasUnsavedChanges()).toBe(false);
    const a = registerUnsavedChanges('form-a');
    const a2 = registerUnsavedChanges('form-a');
    const b = registerUnsavedChanges('form-b');
    expect(unsavedChangeIds().sort()).toEqual(['form-a', 'form-b']);
    a();
    a();
    expect(hasUnsavedChanges()).toBe(true);
    a2();
    b();
    expect(hasUnsavedChanges()).toBe(false);
  });

  it('notifies subscribers', () => {
    let calls = 0;
    const unsubscribe = subscribeUnsavedChanges(() => {
      calls += 1;
    });
    registerUnsavedChanges('x')();
    unsubscribe();
    registerUnsavedChanges('x')();
    expect(calls).toBe(2);
  });

  it('useUnsavedChanges registers while dirty and on unmount lets go', () => {
    function Form({ dirty }: { dirty: boolean }) {
      useUnsavedChanges(dirty);
      return null;
    }
    const view = render(<Form dirty={false} />);
    expect(hasUnsavedChanges()).toBe(false);
    act(() => view.rerender(<Form dirty />));
    expect(hasUnsavedChanges()).toBe(true);
    act(() => view.rerender(<Form dirty={false} />));
    expect(hasUnsavedChanges()).toBe(false);
    act(() => view.rerender(<Form dirty />));
    view.unmount();
    expect(hasUnsavedChanges()).toBe(false);
  });
});
