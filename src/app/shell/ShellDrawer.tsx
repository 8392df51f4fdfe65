import type { ReactNode } from 'react';
import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import type { NavItem } from './nav-items';
import { NavList } from './NavList';

/**
 * The menu of phones and portrait tablets: the area links and 'Sair' in a drawer. Loaded the
 * first time it opens (AppShell): a tablet in landscape never shows it.
 */
export function ShellDrawer({
  open,
  onOpenChange,
  items,
  brand,
  footer,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  items: readonly NavItem[];
  /** The shell's Brand and UserFooter (AppShell), as in the side bar. */
  brand: ReactNode;
  footer: ReactNode;
}) {
  return (
    <Drawer.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="start">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content aria-label="Menu">
            <Drawer.Header>
              <Drawer.Title asChild>
                <div>{brand}</div>
              </Drawer.Title>
            </Drawer.Header>
            <Drawer.Body display="flex" flexDirection="column" gap="4">
              <nav aria-label="Navegação principal" className="app-sidebar-links">
                <NavList items={items} onNavigate={() => onOpenChange(false)} />
              </nav>
              {footer}
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="lg" aria-label="Fechar menu" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
