import { Badge, Box, Stack } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { NavItem } from './nav-items';

/** The area links, shared by the side bar and the phone drawer. Each target is at least 44 px tall. */
export function NavList({ items, onNavigate }: { items: readonly NavItem[]; onNavigate?: () => void }) {
  return (
    <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
      {items.map(({ to, label, icon: Icon, badge }) => (
        <Box as="li" key={to}>
          <Box
            asChild
            display="flex"
            alignItems="center"
            gap="3"
            minH="11"
            px="3"
            borderRadius="l2"
            fontWeight="medium"
            color="fg.muted"
            _hover={{ bg: 'bg.muted', color: 'fg' }}
            css={{ '&[data-status=active]': { bg: 'colorPalette.subtle', color: 'colorPalette.fg' } }}
            colorPalette="blue"
            focusRing="outside"
          >
            <Link to={to} activeOptions={{ exact: to === '/' }} onClick={onNavigate}>
              <Icon aria-hidden size={20} />
              {label}
              {badge && badge.count > 0 && (
                <Badge ms="auto" colorPalette="orange" variant="solid" borderRadius="full" aria-label={badge.label} title={badge.label}>
                  {badge.count}
                </Badge>
              )}
            </Link>
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
