import { Badge } from '@chakra-ui/react';
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
  // Plain elements with shell.css's classes: the links render on every signed-in screen.
  return (
    <ul className="app-nav">
      {items.map(({ to, label, icon: Icon, badge }) => (
        <li key={to}>
          <Link
            to={to}
            className="app-nav-link"
            data-compact={compact || undefined}
            activeOptions={{ exact: to === '/' }}
            onClick={onNavigate}
            aria-label={compact ? (badge && badge.count > 0 ? `${label} (${badge.label})` : label) : undefined}
            title={compact ? label : undefined}
          >
            <Icon aria-hidden size={20} />
            {!compact && label}
            {badge && badge.count > 0 && (
              <Badge
                className="app-nav-badge"
                size={compact ? 'xs' : undefined}
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
        </li>
      ))}
    </ul>
  );
}
