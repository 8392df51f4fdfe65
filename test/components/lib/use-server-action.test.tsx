// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { createBackendClient, useServerAction } from '@/lib/http';

/** A mutation that needs the server is offered only online, with the spec's reason when not. */
describe('useServerAction', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('follows the browser going offline and online again', () => {
    const client = createBackendClient({ baseUrl: () => 'http://127.0.0.1:1/api', getIdToken: async () => 't' });
    const onLine = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(true);
    const { result } = renderHook(() => useServerAction(client));
    expect(result.current).toEqual({ enabled: true, reason: null });

    onLine.mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(result.current).toEqual({ enabled: false, reason: 'Disponível quando houver conexão' });

    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(result.current.enabled).toBe(true);
  });

  it('is never offered in a build without a backend', () => {
    const none = createBackendClient({ baseUrl: () => undefined, getIdToken: async () => 't' });
    const { result } = renderHook(() => useServerAction(none));
    expect(result.current.enabled).toBe(false);
    expect(result.current.reason).not.toBeNull();
  });
});
