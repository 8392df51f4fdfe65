import type { ReactNode } from 'react';
import { Card, Heading, Text } from '@chakra-ui/react';

/** A titled block of the profile page (h2 under the page's h1). */
export function ProfileSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const headingId = `perfil-${id}`;
  return (
    <Card.Root as="section" aria-labelledby={headingId} variant="outline" data-testid={`profile-${id}`}>
      <Card.Header>
        <Heading as="h2" size="lg" id={headingId}>
          {title}
        </Heading>
        {description && (
          <Text color="fg.muted" fontSize="sm">
            {description}
          </Text>
        )}
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}
