import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Button, IconButton, VisuallyHidden } from '@chakra-ui/react';
import { LogOut, Menu, PanelLeftClose, PanelLeftOpen, Scale } from 'lucide-react';
import { APP_SHORT_TITLE, APP_TITLE } from '@/config/constants';
import { ROLE_LABELS } from '@advocacia/shared/config/roles';
import type { StoredUser } from '@/features/auth/session-storage';
import { navItemsFor } from './nav-items';
// Not the feature's index: that would bring the profile screen (and Firebase Auth) into the shell.
import { usePendingAccessRequests } from '@/features/profile/api/team';
// The hook alone, not the publications screen.
import { useNewPublicationsCount } from '@/features/publications/hooks/use-publications';
import { NavList } from './NavList';
import { SkipLink } from './SkipLink';
import { setSidebarCompact, useSidebarCompact } from './sidebar-preference';
import { ThemeSwitcher } from './ThemeSwitcher';
import { addStaticStyles } from '@/lib/static-styles';
import shellCss from './shell.css?inline';

addStaticStyles('app-shell-styles', shellCss);

// The phone drawer (Chakra's dialog machine, focus trap, scroll lock) loads the first time it opens.
const ShellDrawer = lazy(() => import('./ShellDrawer').then((m) => ({ default: m.ShellDrawer })));
// Issue 38: admins see a failing capture (DJEN two runs in a row, a refused DataJud key) on every
// screen; loaded apart so the first screen does not wait for it.
const CaptureAlertBanner = lazy(() =>
  import('@/features/publications/components/CaptureStatusPanel').then((m) => ({ default: m.CaptureAlertBanner })),
);

interface AppShellProps {
  user: StoredUser;
  onLogout: () => void;
  /** The connection-and-sync indicator shown in the top bar (one indicator: the sync status). */
  status?: ReactNode;
  children: ReactNode;
}

/** The app's mark and name, at the top of the side bar and of the phone drawer (styles: shell.css). */
function Brand({ compact = false }: { compact?: boolean }) {
  return (
    <div className="app-brand" data-compact={compact || undefined} title={compact ? APP_TITLE : undefined}>
      <span className="app-brand-icon">
        <Scale aria-hidden size={26} />
      </span>
      {compact ? <VisuallyHidden>{APP_TITLE}</VisuallyHidden> : <span className="app-brand-name">{APP_TITLE}</span>}
    </div>
  );
}

/** Who is signed in, and 'Sair'. */
function UserFooter({
  user,
  onLogout,
  compact = false,
}: {
  user: StoredUser;
  onLogout: () => void;
  compact?: boolean;
}) {
  if (compact) {
    return (
      <div className="app-user" data-compact>
        <IconButton
          variant="outline"
          size="lg"
          aria-label={`Sair (${user.displayName})`}
          title={`Sair (${user.displayName}, ${ROLE_LABELS[user.role]})`}
          onClick={onLogout}
        >
          <LogOut aria-hidden />
        </IconButton>
      </div>
    );
  }
  return (
    <div className="app-user">
      <div className="app-user-who">
        <p className="app-user-name">{user.displayName}</p>
        <p className="app-user-role">{ROLE_LABELS[user.role]}</p>
      </div>
      <Button variant="outline" className="app-user-logout" onClick={onLogout}>
        <LogOut aria-hidden size={18} />
        Sair
      </Button>
    </div>
  );
}

/**
 * The signed-in frame: a side bar from tablet landscape (lg, 1024 px) up, a drawer on phones
 * and portrait tablets, and a top bar with the connection-and-sync indicator.
 */
export function AppShell({ user, onLogout, status, children }: AppShellProps) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const compact = useSidebarCompact();
  const accessRequests = usePendingAccessRequests().data.length;
  const newPublications = useNewPublicationsCount(user);
  const items = navItemsFor(user.role).map((item) =>
    item.to === '/perfil' && user.role === 'admin' && accessRequests > 0
      ? {
          ...item,
          badge: {
            count: accessRequests,
            label:
              accessRequests === 1
                ? '1 pedido de acesso aguardando aprovação'
                : `${accessRequests} pedidos de acesso aguardando aprovação`,
          },
        }
      : item.to === '/publicacoes' && newPublications > 0
        ? {
            ...item,
            badge: {
              count: newPublications,
              label: newPublications === 1 ? '1 publicação nova' : `${newPublications} publicações novas`,
            },
          }
        : item,
  );

  // Mounted from the first opening on, so it can close with its animation.
  const [drawerUsed, setDrawerUsed] = useState(false);
  const openDrawer = () => {
    setDrawerUsed(true);
    setDrawerOpen(true);
  };

  return (
    <div className="app-shell">
      <SkipLink targetId="conteudo" />
      <nav aria-label="Navegação principal" className="app-sidebar" data-compact={compact || undefined}>
        <Brand compact={compact} />
        <div className="app-sidebar-links">
          <NavList items={items} compact={compact} />
        </div>
        <IconButton
          variant="ghost"
          size="lg"
          className="app-sidebar-toggle"
          aria-label={compact ? 'Expandir menu' : 'Recolher menu'}
          title={compact ? 'Expandir menu' : 'Recolher menu'}
          aria-expanded={!compact}
          onClick={() => setSidebarCompact(!compact)}
        >
          {compact ? <PanelLeftOpen aria-hidden /> : <PanelLeftClose aria-hidden />}
        </IconButton>
        <UserFooter user={user} onLogout={onLogout} compact={compact} />
      </nav>

      {drawerUsed && (
        <Suspense fallback={null}>
          <ShellDrawer
            open={drawerOpen}
            onOpenChange={setDrawerOpen}
            items={items}
            brand={<Brand />}
            footer={<UserFooter user={user} onLogout={onLogout} />}
          />
        </Suspense>
      )}

      <div className="app-column">
        <header className="app-header">
          <IconButton
            className="app-header-menu"
            aria-label="Abrir menu"
            aria-haspopup="dialog"
            variant="ghost"
            size="lg"
            onClick={openDrawer}
          >
            <Menu />
          </IconButton>
          <p className="app-header-title" title={APP_TITLE} data-testid="shell-app-name">
            <span className="app-header-strut" aria-hidden />
            <span className="app-title-short">{APP_SHORT_TITLE}</span>
            <span className="app-title-long">{APP_TITLE}</span>
          </p>
          <div className="app-header-tools">
            {status}
            <ThemeSwitcher />
          </div>
        </header>
        <main id="conteudo" className="app-main">
          {user.role === 'admin' && (
            <Suspense fallback={null}>
              <CaptureAlertBanner />
            </Suspense>
          )}
          {children}
        </main>
      </div>
    </div>
  );
}
