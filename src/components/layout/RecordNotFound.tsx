import { Button, Stack, Text } from '@chakra-ui/react';
import { Link, type LinkProps } from '@tanstack/react-router';
import { PageHeader } from './PageHeader';

interface RecordNotFoundProps {
  title: string;
  subtitle: string;
  /** What to do next, when the subtitle does not say it. */
  description?: string;
  backTo: LinkProps['to'];
  backLabel: string;
}

/**
 * The edit page of a record that is not there (deleted on this or another device, or a
 * stale link): says so and leads back to the list.
 */
export function RecordNotFound({ title, subtitle, description, backTo, backLabel }: RecordNotFoundProps) {
  return (
    <Stack gap="4" maxW="xl">
      <PageHeader title={title} subtitle={subtitle} />
      {description && <Text>{description}</Text>}
      <Button asChild colorPalette="blue" alignSelf="flex-start" minH="11">
        <Link to={backTo}>{backLabel}</Link>
      </Button>
    </Stack>
  );
}
