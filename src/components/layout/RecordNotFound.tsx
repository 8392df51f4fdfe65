import { Button, Stack } from '@chakra-ui/react';
import { Link, type LinkProps } from '@tanstack/react-router';
import { PageHeader } from './PageHeader';

/**
 * The edit page of a record that is not there (deleted on this or another device, or a
 * stale link): says so and leads back to the list.
 */
export function RecordNotFound({ title, subtitle, backTo, backLabel }: { title: string; subtitle: string; backTo: LinkProps['to']; backLabel: string }) {
  return (
    <Stack gap="4" maxW="xl">
      <PageHeader title={title} subtitle={subtitle} />
      <Button asChild colorPalette="blue" alignSelf="flex-start" minH="11">
        <Link to={backTo}>{backLabel}</Link>
      </Button>
    </Stack>
  );
}
