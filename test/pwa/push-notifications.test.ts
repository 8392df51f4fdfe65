import { describe, expect, it, vi } from 'vitest';
import {
  GENERIC_ALERT,
  NOTIFICATION_ICON,
  clickTarget,
  notificationFor,
  openAlertTarget,
  pushDataJson,
  type WindowClientLike,
} from '@/app/pwa/push-notifications';

const origin = 'https://app.example.com.br';

const intimation = {
  kind: 'intimacao',
  title: 'Nova intimação',
  body: 'TJSP, proc. 1234567-89.2026.8.26.0100',
  tag: 'intimacao:djen-123',
  url: '/publicacoes?id=djen-123',
  sentAt: '2026-11-28T10:00:00.000Z',
};

describe('a push message becomes a notification (sw.ts push handler)', () => {
  it("shows our payload's title and body, with its tag (a repeat replaces it), the app icon and the url to open", () => {
    const { title, options } = notificationFor(intimation);
    expect(title).toBe('Nova intimação');
    expect(options).toMatchObject({
      body: 'TJSP, proc. 1234567-89.2026.8.26.0100',
      tag: 'intimacao:djen-123',
      icon: NOTIFICATION_ICON,
      renotify: false,
      data: { url: '/publicacoes?id=djen-123' },
    });
    expect(options.badge).toMatch(/^\/icons\//);
  });

  it('a message that is not ours shows the neutral alert, never its own text', () => {
    for (const json of [undefined, null, 'texto', { title: 'Ganhe um prêmio', body: 'clique', kind: 'spam' }]) {
      const { title, options } = notificationFor(json);
      expect(title).toBe(GENERIC_ALERT.title);
      expect(options.body).toBe(GENERIC_ALERT.body);
      expect(options.data.url).toBe('/');
    }
  });

  it('a url pointing outside the app opens the home page instead', () => {
    expect(notificationFor({ ...intimation, url: 'https://evil.example/' }).options.data.url).toBe('/');
    expect(notificationFor({ ...intimation, url: '//evil.example/x' }).options.data.url).toBe('/');
  });

  it('reads the data as JSON, and no data or invalid JSON as nothing', () => {
    expect(pushDataJson({ json: () => intimation })).toEqual(intimation);
    expect(pushDataJson(null)).toBeUndefined();
    expect(
      pushDataJson({
        json: () => {
          throw new SyntaxError('bad');
        },
      }),
    ).toBeUndefined();
  });
});

describe('a click opens the alert in the app (sw.ts notificationclick handler)', () => {
  it("resolves the notification's path on the app's origin; anything else is the home page", () => {
    expect(clickTarget({ url: '/publicacoes?id=djen-123' }, origin)).toBe(`${origin}/publicacoes?id=djen-123`);
    expect(clickTarget({ url: '/eventos/editar/prazo-djen-1' }, origin)).toBe(`${origin}/eventos/editar/prazo-djen-1`);
    expect(clickTarget({ url: 'https://evil.example/' }, origin)).toBe(`${origin}/`);
    expect(clickTarget({ url: '//evil.example/' }, origin)).toBe(`${origin}/`);
    expect(clickTarget(undefined, origin)).toBe(`${origin}/`);
  });

  function windowClient(url: string, navigate = vi.fn(async () => undefined)): WindowClientLike {
    return { url, focus: vi.fn(async () => undefined), navigate };
  }

  it('takes an open window of the app to the alert and focuses it', async () => {
    const other = windowClient('https://other.example/');
    const app = windowClient(`${origin}/clientes`);
    const openWindow = vi.fn(async () => undefined);
    const target = `${origin}/publicacoes?id=djen-123`;
    const result = await openAlertTarget({ matchAll: async () => [other, app], openWindow }, target, origin);
    expect(result).toBe('focused');
    expect(app.navigate).toHaveBeenCalledWith(target);
    expect(app.focus).toHaveBeenCalled();
    expect(other.navigate).not.toHaveBeenCalled();
    expect(openWindow).not.toHaveBeenCalled();
  });

  it('opens a window on the alert when no tab of the app is open', async () => {
    const openWindow = vi.fn(async () => undefined);
    const target = `${origin}/lembretes/editar/abc`;
    expect(await openAlertTarget({ matchAll: async () => [], openWindow }, target, origin)).toBe('opened');
    expect(openWindow).toHaveBeenCalledWith(target);
  });

  it('opens a window when the open one cannot be navigated (not controlled by the worker yet)', async () => {
    const app = windowClient(
      `${origin}/`,
      vi.fn(async () => {
        throw new TypeError('not controlled');
      }),
    );
    const openWindow = vi.fn(async () => undefined);
    const target = `${origin}/eventos/editar/x`;
    expect(await openAlertTarget({ matchAll: async () => [app], openWindow }, target, origin)).toBe('opened');
    expect(openWindow).toHaveBeenCalledWith(target);
  });
});
