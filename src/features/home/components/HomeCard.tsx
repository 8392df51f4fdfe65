import type { ReactNode } from 'react';
import { Badge, Button, Card, Heading, Link as ChakraLink, Skeleton } from '@chakra-ui/react';
import { Link, type LinkProps } from '@tanstack/react-router';
import { ChevronRight, Plus, type LucideIcon } from 'lucide-react';
import { addStaticStyles } from '@/lib/static-styles';
import homeCardCss from './home-card.css?inline';

addStaticStyles('home-card-styles', homeCardCss);

interface HomeCardProps {
  /** Used for the heading id and the test id. */
  id: string;
  title: string;
  icon: LucideIcon;
  /** Shown beside the title when the card lists something. */
  count?: number;
  /** Colour of the count (red for overdue, for example). */
  countPalette?: string;
  /** "Ver todos" goes to the area's own screen. */
  viewAll?: { to: LinkProps['to']; label: string };
  loading?: boolean;
  children: ReactNode;
}

/** One card of the home page: a titled region with a short list and a link to its area. */
export function HomeCard({
  id,
  title,
  icon: Icon,
  count,
  countPalette = 'blue',
  viewAll,
  loading,
  children,
}: HomeCardProps) {
  const headingId = `inicio-${id}`;
  return (
    <Card.Root as="section" aria-labelledby={headingId} data-testid={`home-card-${id}`} size="sm" variant="outline">
      <Card.Header>
        <div className="home-card-head">
          <span className="home-card-icon">
            <Icon aria-hidden size={20} />
          </span>
          <Heading as="h2" size="md" id={headingId} className="home-card-title">
            {title}
          </Heading>
          {count !== undefined && count > 0 && (
            <Badge
              colorPalette={countPalette}
              variant="solid"
              aria-label={`${count} ${count === 1 ? 'item' : 'itens'}`}
            >
              {count}
            </Badge>
          )}
        </div>
      </Card.Header>
      <Card.Body className="home-card-body">
        {loading ? (
          <div className="home-card-loading">
            <Skeleton h="11" />
            <Skeleton h="11" />
          </div>
        ) : (
          children
        )}
      </Card.Body>
      {viewAll && (
        <Card.Footer className="home-card-footer">
          <ChakraLink asChild colorPalette="blue" className="home-card-all">
            <Link to={viewAll.to}>
              {viewAll.label}
              <ChevronRight aria-hidden size={16} />
            </Link>
          </ChakraLink>
        </Card.Footer>
      )}
    </Card.Root>
  );
}

/** A card with nothing to show says so, and what to do about it. */
export function CardEmpty({
  children,
  action,
  create,
}: {
  children: ReactNode;
  action?: ReactNode;
  /** The "Novo …" page to go to from the empty card. */
  create?: { to: LinkProps['to']; label: string };
}) {
  return (
    <div className="home-card-empty">
      <p className="home-card-empty-text">{children}</p>
      {action}
      {create && (
        <Button asChild size="sm" variant="outline" minH="11">
          <Link to={create.to}>
            <Plus aria-hidden size={16} /> {create.label}
          </Link>
        </Button>
      )}
    </div>
  );
}

/** The list inside a card, each row a link to its record — or, with no rows, what `empty` says. */
export function CardList<T extends { id: string }>({
  label,
  items,
  empty,
  row,
}: {
  label: string;
  items: readonly T[];
  /** A CardEmpty. */
  empty: ReactNode;
  row: (item: T) => CardRowProps;
}) {
  if (items.length === 0) return <>{empty}</>;
  return (
    <ul className="home-card-list" aria-label={label}>
      {items.map((item) => (
        <CardRow key={item.id} {...row(item)} />
      ))}
    </ul>
  );
}

interface CardRowProps {
  to: LinkProps['to'];
  params?: LinkProps['params'];
  search?: LinkProps['search'];
  primary: ReactNode;
  secondary?: ReactNode;
  aside?: ReactNode;
}

/** One row: primary text, a muted second line, something on the right (time, badge). */
function CardRow({ to, params, search, primary, secondary, aside }: CardRowProps) {
  return (
    <li>
      {/* Chakra's Link brings the focus ring; the whole row is the touch target. */}
      <ChakraLink asChild className="home-card-row">
        <Link to={to} params={params} search={search}>
          <div className="home-card-row-text">
            <p className="home-card-primary">{primary}</p>
            {secondary && <p className="home-card-secondary">{secondary}</p>}
          </div>
          {aside}
        </Link>
      </ChakraLink>
    </li>
  );
}
