import { afterEach, describe, expect, it } from 'vitest';
import {
  BackendError,
  NEEDS_CONNECTION_REASON,
  mutationErrorToasts,
  notifyBackendError,
  serverActionState,
} from '@/lib/http';
import { toaster } from '@/lib/toaster';

/** The spec's catalogue for failed mutations (§8), row by row, in its own words. */
describe('failed-mutation toasts (spec §8)', () => {
  it('a `message` list: one toast per item, in order', () => {
    expect(
      mutationErrorToasts({
        status: 400,
        body: { statusCode: 400, message: ['E-mail inválido', 'Nome obrigatório'], error: 'Bad Request' },
      }),
    ).toEqual([{ title: 'E-mail inválido' }, { title: 'Nome obrigatório' }]);
  });

  it('a single message: that text', () => {
    expect(
      mutationErrorToasts({ status: 409, body: { statusCode: 409, message: 'Cliente sem e-mail', error: 'Conflict' } }),
    ).toEqual([{ title: 'Cliente sem e-mail' }]);
  });

  it.each([
    [400, 'Credenciais inválidas', 'Por favor tente novamente'],
    [401, 'Não autorizado', 'Sessão expirada, por favor faça login novamente'],
    [403, 'Sem permissão', 'Você não tem permissão para acessar este recurso'],
    [404, 'Não encontrado', 'Recurso não encontrado'],
    [500, 'Erro interno do servidor', 'Por favor tente novamente'],
  ])('no message, status %i: %s / %s', (status, title, description) => {
    expect(mutationErrorToasts({ status, body: { statusCode: status, error: 'x' } })).toEqual([{ title, description }]);
    expect(mutationErrorToasts({ status })).toEqual([{ title, description }]);
  });

  it.each([
    ['another status', { status: 502 }],
    ['no answer at all (network, timeout)', { status: 0 }],
    ['an empty message list', { status: 418, body: { message: [] } }],
    ['a body that is not an object', { status: 503, body: '<html>Bad gateway</html>' }],
  ])('any other case (%s): Erro desconhecido / Por favor tente novamente', (_case, failure) => {
    expect(mutationErrorToasts(failure)).toEqual([
      { title: 'Erro desconhecido', description: 'Por favor tente novamente' },
    ]);
  });

  it('an empty message falls back to the status row', () => {
    expect(mutationErrorToasts({ status: 403, body: { message: '  ' } })).toEqual([
      { title: 'Sem permissão', description: 'Você não tem permissão para acessar este recurso' },
    ]);
  });
});

describe('notifyBackendError: destructive toasts through the one toaster', () => {
  afterEach(() => toaster.remove());

  it('shows a list as one error toast per item, one visible at a time', () => {
    notifyBackendError(
      new BackendError('http', 400, {
        statusCode: 400,
        message: ['Primeiro problema', 'Segundo problema'],
        error: 'Bad Request',
      }),
    );
    const [visible] = toaster.getVisibleToasts();
    expect(toaster.getVisibleToasts()).toHaveLength(1);
    expect(visible).toMatchObject({ title: 'Primeiro problema', type: 'error' });
    toaster.remove(visible!.id);
    expect(toaster.getVisibleToasts().map((t) => t.title)).toEqual(['Segundo problema']);
  });

  it('words a timeout, or anything that is not a backend error, as unknown', () => {
    notifyBackendError(new BackendError('timeout'));
    expect(toaster.getVisibleToasts()[0]).toMatchObject({
      title: 'Erro desconhecido',
      description: 'Por favor tente novamente',
      type: 'error',
    });
    toaster.remove();
    notifyBackendError(new Error('boom'));
    expect(toaster.getVisibleToasts()[0]).toMatchObject({ title: 'Erro desconhecido', type: 'error' });
  });
});

describe('a mutation that needs the server', () => {
  it('is disabled offline with the reason, never queued', () => {
    expect(NEEDS_CONNECTION_REASON).toBe('Disponível quando houver conexão');
    expect(serverActionState(false, true)).toEqual({ enabled: false, reason: 'Disponível quando houver conexão' });
    expect(serverActionState(true, true)).toEqual({ enabled: true, reason: null });
    expect(serverActionState(true, false).enabled).toBe(false);
  });
});
