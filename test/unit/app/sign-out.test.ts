// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  type RegisteredRouter,
} from '@tanstack/react-router';
import { isPublicPath, leaveSignedIn } from '@/app/sign-out';

/** A router with a page behind sign-in, /entrar and the privacy page, starting at `path`. */
async function routerAt(path: string) {
  const root = createRootRoute();
  const routes = ['/clientes', '/entrar', '/politica-privacidade'].map((p) =>
    createRoute({ getParentRoute: () => root, path: p }),
  );
  const router = createRouter({
    routeTree: root.addChildren(routes),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  return router as unknown as RegisteredRouter;
}

describe('leaveSignedIn (what follows every sign-out)', () => {
  it('clears the query cache and sends a signed-in page to /entrar', async () => {
    const router = await routerAt('/clientes');
    let cleared = 0;
    await leaveSignedIn(router, { clear: () => void cleared++ });
    expect(cleared).toBe(1);
    expect(router.state.location.pathname).toBe('/entrar');
  });

  it('leaves a visitor on a public page (the privacy policy) where it is', async () => {
    const router = await routerAt('/politica-privacidade');
    let cleared = 0;
    await leaveSignedIn(router, { clear: () => void cleared++ });
    expect(cleared).toBe(1);
    expect(router.state.location.pathname).toBe('/politica-privacidade');
  });

  it('knows the public pages', () => {
    expect(isPublicPath('/entrar')).toBe(true);
    expect(isPublicPath('/cadastrar')).toBe(true);
    expect(isPublicPath('/politica-privacidade')).toBe(true);
    expect(isPublicPath('/perfil')).toBe(false);
    expect(isPublicPath('/entrarx')).toBe(false);
  });
});
