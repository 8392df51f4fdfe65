import type { ReactNode } from 'react';
import type { LinkProps } from '@tanstack/react-router';
import { EmptyState } from './EmptyState';

export interface ListEmptyStateProps {
  /** The search on screen: a non-empty one means nothing matched, not that nothing exists. */
  search?: string;
  /** Set when filters narrow the list too (default: whether there is a search). */
  filtered?: boolean;
  /** "Nenhuma categoria encontrada" */
  noMatchTitle: string;
  /** Default: Nada corresponde a “<search>”. Tente outro termo. */
  noMatchDescription?: string;
  /** E.g. a button that clears the search and filters. */
  noMatchAction?: ReactNode;
  icon: ReactNode;
  /** "Nenhuma categoria cadastrada" */
  title: string;
  /** What someone who may not create records reads. */
  description: string;
  /** For someone who may create: what to register first and the button that leads there. */
  create?: { to: LinkProps['to']; label: string; description: string };
}

/** An empty list screen: either nothing matched the search and filters, or there are no records yet. */
export function ListEmptyState({
  search = '',
  filtered = search !== '',
  noMatchTitle,
  noMatchDescription,
  noMatchAction,
  icon,
  title,
  description,
  create,
}: ListEmptyStateProps) {
  if (filtered) {
    return (
      <EmptyState
        title={noMatchTitle}
        description={noMatchDescription ?? `Nada corresponde a “${search}”. Tente outro termo.`}
        action={noMatchAction}
      />
    );
  }
  return (
    <EmptyState
      icon={icon}
      title={title}
      description={create ? create.description : description}
      create={create && { to: create.to, label: create.label }}
    />
  );
}
