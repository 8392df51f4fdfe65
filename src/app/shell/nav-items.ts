import type { LucideIcon } from 'lucide-react';
import {
  BookOpenText,
  CalendarDays,
  FileText,
  Gavel,
  Home,
  MessageSquareText,
  Newspaper,
  ScrollText,
  Tags,
  User,
  Users,
  Zap,
  BellRing,
  CalendarOff,
} from 'lucide-react';
import type { StaffRole } from '@advocacia/shared/config/roles';

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Roles that see the entry; all staff when absent. */
  roles?: readonly StaffRole[];
  /** Something waiting there for this person (e.g. access requests for an admin), with its words. */
  badge?: { count: number; label: string };
}

/** Every area of the spec's route table, in the order a firm uses them during the day. */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/', label: 'Início', icon: Home },
  { to: '/clientes', label: 'Clientes', icon: Users },
  // Not a route of the spec's table: every process of the firm, searchable by CNJ (issue 42).
  { to: '/processos', label: 'Processos', icon: Gavel },
  { to: '/chats', label: 'Chats', icon: MessageSquareText },
  { to: '/eventos', label: 'Agenda', icon: CalendarDays },
  { to: '/lembretes', label: 'Lembretes', icon: BellRing },
  // Not a route of the spec's table: the DJEN publications (issue 28).
  { to: '/publicacoes', label: 'Publicações', icon: Newspaper },
  // Not a route of the spec's table: the firm's days without deadlines (issue 38).
  { to: '/feriados', label: 'Feriados e suspensões', icon: CalendarOff, roles: ['admin', 'advogado'] },
  { to: '/layouts', label: 'Layouts', icon: FileText },
  { to: '/categorias', label: 'Categorias', icon: Tags },
  { to: '/atalhos', label: 'Atalhos', icon: Zap },
  { to: '/faq', label: 'Perguntas frequentes', icon: BookOpenText },
  { to: '/logs', label: 'Logs', icon: ScrollText, roles: ['admin', 'advogado'] },
  { to: '/perfil', label: 'Perfil', icon: User },
];

export function navItemsFor(role: string | undefined): NavItem[] {
  return NAV_ITEMS.filter(
    (item) => !item.roles || (role !== undefined && (item.roles as readonly string[]).includes(role)),
  );
}
