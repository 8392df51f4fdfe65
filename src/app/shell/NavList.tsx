import { Badge, Box, Stack } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { NavItem } from './nav-items';

/**
 * The area links, shared by the side bar and the phone drawer. Each target is at least 44 px tall.
 * `compact`: icons only (the name is the link's accessible name and its tooltip).
 */
export function NavList({
  items,
  onNavigate,
  compact = false,
}: {
  items: readonly NavItem[];
  onNavigate?: () => void;
  compact?: boolean;
}) {
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
            justifyContent={compact ? 'center' : undefined}
            position="relative"
            borderRadius="l2"
            fontWeight="medium"
            color="fg.muted"
            _hover={{ bg: 'bg.muted', color: 'fg' }}
            css={{ '&[data-status=active]': { bg: 'colorPalette.subtle', color: 'colorPalette.fg' } }}
            colorPalette="blue"
            focusRing="outside"
          >
            <Link
              to={to}
              activeOptions={{ exact: to === '/' }}
              onClick={onNavigate}
              aria-label={compact ? (badge && badge.count > 0 ? `${label} (${badge.label})` : label) : undefined}
              title={compact ? label : undefined}
            >
              <Icon aria-hidden size={20} />
              {!compact && label}
              {badge && badge.count > 0 && (
                <Badge
                  {...(compact ? { position: 'absolute', top: '0', right: '0', size: 'xs' } : { ms: 'auto' })}
                  colorPalette="orange"
                  variant="solid"
                  borderRadius="full"
                  aria-label={badge.label}
                  title={badge.label}
                >
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
