import type { ReactNode } from 'react';
import { Badge, Box, Button, Card, Flex, Heading, Link as ChakraLink, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link, type LinkProps } from '@tanstack/react-router';
import { ChevronRight, Plus, type LucideIcon } from 'lucide-react';

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
        <Flex align="center" gap="2">
          <Box color="blue.fg">
            <Icon aria-hidden size={20} />
          </Box>
          <Heading as="h2" size="md" id={headingId} flex="1">
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
        </Flex>
      </Card.Header>
      <Card.Body pt="2">
        {loading ? (
          <Stack gap="2">
            <Skeleton h="11" />
            <Skeleton h="11" />
          </Stack>
        ) : (
          children
        )}
      </Card.Body>
      {viewAll && (
        <Card.Footer justifyContent="flex-end" pt="0">
          <ChakraLink asChild colorPalette="blue" fontSize="sm" fontWeight="medium" minH="11">
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
    <Stack gap="2" py="3" align="flex-start">
      <Text color="fg.muted" fontSize="sm">
        {children}
      </Text>
      {action}
      {create && (
        <Button asChild size="sm" variant="outline" minH="11">
          <Link to={create.to}>
            <Plus aria-hidden size={16} /> {create.label}
          </Link>
        </Button>
      )}
    </Stack>
  );
}

/** The list inside a card; each row is a link to the record. */
export function CardList({ children, label }: { children: ReactNode; label: string }) {
  return (
    <Box as="ul" listStyleType="none" aria-label={label} display="flex" flexDirection="column" gap="1">
      {children}
    </Box>
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
export function CardRow({ to, params, search, primary, secondary, aside }: CardRowProps) {
  return (
    <li>
      {/* Chakra's Link brings the focus ring; the whole row is the touch target. */}
      <ChakraLink
        asChild
        display="flex"
        alignItems="center"
        gap="3"
        minH="11"
        px="2"
        py="1.5"
        borderRadius="l2"
        color="fg"
        textDecoration="none"
        _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
      >
        <Link to={to} params={params} search={search}>
          <Box flex="1" minW="0">
            <Text fontWeight="medium" lineClamp={2}>
              {primary}
            </Text>
            {secondary && (
              <Text fontSize="sm" color="fg.muted" truncate>
                {secondary}
              </Text>
            )}
          </Box>
          {aside}
        </Link>
      </ChakraLink>
    </li>
  );
}
