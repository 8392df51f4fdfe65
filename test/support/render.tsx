import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import {
  Outlet,
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  type AnyRouter,
} from '@tanstack/react-router';
import { system } from '@/app/theme';
import { registerSignedInRecipes } from '@/app/theme-signed-in';
import { Toaster } from '@/components/feedback/Toaster';
import type { StoredUser } from '@/features/auth/session-storage';

// Screens render under a signed-in layout here, as in the app, whose code registers their recipes.
registerSignedInRecipes();

export const TEST_USER: StoredUser = {
  uid: 'test-user',
  displayName: 'Ana Souza',
  email: 'ana@exemplo.com.br',
  phoneNumber: '11987654321',
  cpf: '52998224725',
  role: 'admin',
  status: 'active',
};

/**
 * Renders a screen inside the real providers and a real in-memory router, under a
 * signed-in layout route with id '/_app' (what useCurrentUser reads), at `path`.
 * Links and navigation work; other paths render an empty page with their pathname.
 */
export async function renderScreen(
  ui: ReactElement,
  { path = '/', user = TEST_USER }: { path?: string; user?: StoredUser } = {},
): Promise<RenderResult & { router: AnyRouter }> {
  const rootRoute = createRootRoute({ component: () => <Outlet /> });
  const appRoute = createRoute({
    getParentRoute: () => rootRoute,
    id: '_app',
    beforeLoad: () => ({ user }),
    component: () => <Outlet />,
  });
  const screenRoute = createRoute({ getParentRoute: () => appRoute, path, component: () => ui });
  const otherRoute = createRoute({
    getParentRoute: () => appRoute,
    path: '$',
    component: () => <p data-testid="other-page">outra página</p>,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([appRoute.addChildren([screenRoute, otherRoute])]),
    history: createMemoryHistory({ initialEntries: [path.replace(/\$(\w+)/g, 'x')] }),
  });
  await router.load();
  const result = render(
    <ChakraProvider value={system}>
      <RouterProvider router={router} />
      <Toaster />
    </ChakraProvider>,
  );
  return Object.assign(result, { router });
}
