import type { ReactNode } from 'react';
import { Button, EmptyState as ChakraEmptyState, VStack } from '@chakra-ui/react';
import { Link, type LinkProps } from '@tanstack/react-router';
import { Inbox } from 'lucide-react';

/** An empty list says what to do next. */
export function EmptyState({
  title,
  description,
  action,
  create,
  icon,
}: {
  title: string;
  description?: string;
  action?: ReactNode;
  /** The "Novo …" page to register the first record (for a role that may create). */
  create?: { to: LinkProps['to']; search?: LinkProps['search']; label: string };
  icon?: ReactNode;
}) {
  return (
    <ChakraEmptyState.Root borderWidth="1px" borderStyle="dashed" borderRadius="l3">
      <ChakraEmptyState.Content>
        <ChakraEmptyState.Indicator>{icon ?? <Inbox />}</ChakraEmptyState.Indicator>
        <VStack textAlign="center">
          <ChakraEmptyState.Title>{title}</ChakraEmptyState.Title>
          {description && <ChakraEmptyState.Description>{description}</ChakraEmptyState.Description>}
        </VStack>
        {action}
        {create && (
          <Button asChild colorPalette="blue" minH="11">
            <Link to={create.to} search={create.search}>
              {create.label}
            </Link>
          </Button>
        )}
      </ChakraEmptyState.Content>
    </ChakraEmptyState.Root>
  );
}
