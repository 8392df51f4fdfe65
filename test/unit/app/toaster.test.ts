import { afterEach, describe, expect, it } from 'vitest';
import { notify, notifyError, toaster } from '@/lib/toaster';
import { TOAST_DURATION_MS } from '@/config/constants';

afterEach(() => {
  toaster.remove();
});

describe('toaster (one toast at a time, spec §1/§9)', () => {
  it('shows only the first of several notices and queues the rest', () => {
    notify({ title: 'Primeiro' });
    notify({ title: 'Segundo' });
    notify({ title: 'Terceiro' });
    const visible = toaster.getVisibleToasts();
    expect(visible).toHaveLength(1);
    expect(visible[0]?.title).toBe('Primeiro');
  });

  it('shows the next queued notice once the visible one is removed', () => {
    const first = notify({ title: 'Primeiro' });
    notify({ title: 'Segundo' });
    toaster.remove(first);
    const visible = toaster.getVisibleToasts();
    expect(visible.map((t) => t.title)).toEqual(['Segundo']);
  });

  it('uses 5000 ms by default and the error style for failures', () => {
    notifyError('Erro ao fazer login', 'Senha incorreta!');
    const [toast] = toaster.getVisibleToasts();
    expect(toast?.duration).toBe(TOAST_DURATION_MS);
    expect(TOAST_DURATION_MS).toBe(5000);
    expect(toast?.type).toBe('error');
    expect(toast?.description).toBe('Senha incorreta!');
  });

  it('collapses a repeated message into the visible toast instead of queueing it again', () => {
    notifyError('Sem permissão', 'Você não tem permissão para acessar este recurso');
    notifyError('Sem permissão', 'Você não tem permissão para acessar este recurso');
    notify({ title: 'Outro' });
    toaster.remove(toaster.getVisibleToasts()[0]!.id);
    expect(toaster.getVisibleToasts().map((t) => t.title)).toEqual(['Outro']);
  });

  it('shows a repeat afresh: a second "Salvo" while the first one closes is not lost with it', () => {
    const first = notify({ type: 'success', title: 'Salvo' });
    toaster.dismiss(first); // the first one's time is up: it is closing
    const second = notify({ type: 'success', title: 'Salvo' });
    expect(second).not.toBe(first);
    expect(toaster.getVisibleToasts().map((t) => [t.id, t.title])).toEqual([[second, 'Salvo']]);
  });
});
