import { useState, type ReactNode } from 'react';
import {
  Box,
  Button,
  chakra,
  CloseButton,
  Drawer,
  Flex,
  Heading,
  IconButton,
  Portal,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
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

interface AppShellProps {
  user: StoredUser;
  onLogout: () => void;
  /** The connection-and-sync indicator shown in the top bar (one indicator: the sync status). */
  status?: ReactNode;
  children: ReactNode;
}

function Brand({ compact = false }: { compact?: boolean }) {
  return (
    <Flex
      align="center"
      justify={compact ? 'center' : undefined}
      gap="2"
      px={compact ? '0' : '3'}
      py="2"
      title={compact ? APP_TITLE : undefined}
    >
      <Box color="blue.fg">
        <Scale aria-hidden size={26} />
      </Box>
      {compact ? (
        <VisuallyHidden>{APP_TITLE}</VisuallyHidden>
      ) : (
        <Text fontWeight="bold" lineHeight="short" fontSize="sm">
          {APP_TITLE}
        </Text>
      )}
    </Flex>
  );
}

function UserFooter({
  user,
  onLogout,
  compact = false,
}: Pick<AppShellProps, 'user' | 'onLogout'> & { compact?: boolean }) {
  if (compact) {
    return (
      <Stack gap="2" pt="3" borderTopWidth="1px" align="center">
        <IconButton
          variant="outline"
          size="lg"
          aria-label={`Sair (${user.displayName})`}
          title={`Sair (${user.displayName}, ${ROLE_LABELS[user.role]})`}
          onClick={onLogout}
        >
          <LogOut aria-hidden />
        </IconButton>
      </Stack>
    );
  }
  return (
    <Stack gap="3" pt="3" borderTopWidth="1px">
      <Box px="1">
        <Text fontWeight="medium" truncate>
          {user.displayName}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {ROLE_LABELS[user.role]}
        </Text>
      </Box>
      <Button variant="outline" minH="11" onClick={onLogout}>
        <LogOut aria-hidden size={18} />
        Sair
      </Button>
    </Stack>
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

  return (
    <Flex minH="100dvh">
      <SkipLink targetId="conteudo" />
      <Box
        as="nav"
        aria-label="Navegação principal"
        display={{ base: 'none', lg: 'flex' }}
        flexDirection="column"
        w={compact ? '20' : '64'}
        flexShrink={0}
        borderRightWidth="1px"
        bg="bg.subtle"
        p={compact ? '2' : '3'}
        gap="4"
        position="sticky"
        top="0"
        h="100dvh"
        overflowY="auto"
        data-compact={compact || undefined}
      >
        <Brand compact={compact} />
        <Box flex="1">
          <NavList items={items} compact={compact} />
        </Box>
        <IconButton
          variant="ghost"
          size="lg"
          alignSelf={compact ? 'center' : 'flex-end'}
          aria-label={compact ? 'Expandir menu' : 'Recolher menu'}
          title={compact ? 'Expandir menu' : 'Recolher menu'}
          aria-expanded={!compact}
          onClick={() => setSidebarCompact(!compact)}
        >
          {compact ? <PanelLeftOpen aria-hidden /> : <PanelLeftClose aria-hidden />}
        </IconButton>
        <UserFooter user={user} onLogout={onLogout} compact={compact} />
      </Box>

      <Drawer.Root open={drawerOpen} onOpenChange={(e) => setDrawerOpen(e.open)} placement="start">
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content aria-label="Menu">
              <Drawer.Header>
                <Drawer.Title asChild>
                  <Box>
                    <Brand />
                  </Box>
                </Drawer.Title>
              </Drawer.Header>
              <Drawer.Body display="flex" flexDirection="column" gap="4">
                <Box as="nav" aria-label="Navegação principal" flex="1">
                  <NavList items={items} onNavigate={() => setDrawerOpen(false)} />
                </Box>
                <UserFooter user={user} onLogout={onLogout} />
              </Drawer.Body>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="lg" aria-label="Fechar menu" />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>

      <Flex direction="column" flex="1" minW="0">
        <Flex
          as="header"
          align="center"
          gap="3"
          px={{ base: '3', md: '6' }}
          minH="14"
          borderBottomWidth="1px"
          bg="bg"
          position="sticky"
          top="0"
          zIndex="docked"
        >
          <IconButton
            display={{ base: 'inline-flex', lg: 'none' }}
            aria-label="Abrir menu"
            variant="ghost"
            size="lg"
            onClick={() => setDrawerOpen(true)}
          >
            <Menu />
          </IconButton>
          {/*
            The sync status takes the room it needs; the app's name shows only whole (issue 30:
            "Atendime…" beside "Sincronizando"). A zero-width first item makes a name that does
            not fit wrap to a second line, which the one-line box hides.
          */}
          <Heading
            as="p"
            size="sm"
            display={{ base: 'flex', lg: 'none' }}
            flexWrap="wrap"
            alignItems="center"
            h="6"
            overflow="hidden"
            flex="1"
            minW="0"
            title={APP_TITLE}
            data-testid="shell-app-name"
          >
            <chakra.span w="0" h="6" aria-hidden />
            <chakra.span display={{ base: 'inline', md: 'none' }} whiteSpace="nowrap">
              {APP_SHORT_TITLE}
            </chakra.span>
            <chakra.span display={{ base: 'none', md: 'inline' }} whiteSpace="nowrap">
              {APP_TITLE}
            </chakra.span>
          </Heading>
          <Flex ms="auto" align="center" gap="2" flexShrink={0} justify="flex-end">
            {status}
            <ThemeSwitcher />
          </Flex>
        </Flex>
        <Box as="main" id="conteudo" flex="1" px={{ base: '3', md: '6' }} py={{ base: '4', md: '6' }} minW="0">
          {children}
        </Box>
      </Flex>
    </Flex>
  );
}
