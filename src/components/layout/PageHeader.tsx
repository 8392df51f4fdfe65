import type { ReactNode } from 'react';
import { Flex, Heading, Text, Stack } from '@chakra-ui/react';

/** Page title with an optional subtitle and actions on the right (wraps under the title on phones). */
export function PageHeader({ title, subtitle, actions }: { title: string; subtitle?: ReactNode; actions?: ReactNode }) {
  return (
    <Flex gap="3" align={{ base: 'stretch', md: 'center' }} direction={{ base: 'column', md: 'row' }} mb="6">
      <Stack gap="1" flex="1" minW="0">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        {subtitle && <Text color="fg.muted">{subtitle}</Text>}
      </Stack>
      {actions && (
        <Flex gap="2" wrap="wrap">
          {actions}
        </Flex>
      )}
    </Flex>
  );
}
