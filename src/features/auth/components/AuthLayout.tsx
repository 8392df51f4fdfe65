import type { ReactNode } from 'react';
import { Box, Card, Flex, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Scale } from 'lucide-react';
import { APP_TITLE, PRIVACY_PATH } from '@/config/constants';

/** Centered card used by the login and sign-up pages. */
export function AuthLayout({ title, children, footer }: { title: string; children: ReactNode; footer: ReactNode }) {
  return (
    <Flex as="main" minH="100dvh" align="center" justify="center" bg="bg.subtle" px="4" py="8">
      <Stack gap="6" w="full" maxW="md">
        <Flex direction="column" align="center" gap="2" textAlign="center">
          <Box color="blue.fg">
            <Scale aria-hidden size={40} />
          </Box>
          <Text fontWeight="semibold" color="fg.muted">
            {APP_TITLE}
          </Text>
        </Flex>
        <Card.Root>
          <Card.Header>
            <Heading as="h1" size="xl">
              {title}
            </Heading>
          </Card.Header>
          <Card.Body>{children}</Card.Body>
          <Card.Footer flexDirection="column" alignItems="stretch" gap="2">
            {footer}
          </Card.Footer>
        </Card.Root>
        <Text textAlign="center" fontSize="sm">
          <ChakraLink asChild color="fg.muted" textDecoration="underline">
            <Link to={PRIVACY_PATH}>Política de privacidade</Link>
          </ChakraLink>
        </Text>
      </Stack>
    </Flex>
  );
}
