import { Box, Heading, Text, Stack } from '@chakra-ui/react';
import { Construction } from 'lucide-react';

/** Honest placeholder for an area a later issue builds: nothing here pretends to work. */
export function UnderConstruction({ title, description }: { title: string; description?: string }) {
  return (
    <Stack gap="4" maxW="2xl">
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      <Box borderWidth="1px" borderStyle="dashed" borderRadius="l3" p="6" display="flex" gap="4" alignItems="flex-start">
        <Box color="orange.fg" flexShrink={0}>
          <Construction aria-hidden size={28} />
        </Box>
        <Stack gap="1">
          <Text fontWeight="semibold">Em construção</Text>
          <Text color="fg.muted">{description ?? 'Esta área ainda está sendo construída e estará disponível em breve.'}</Text>
        </Stack>
      </Box>
    </Stack>
  );
}
