import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';

export function NotFound() {
  return (
    <Stack as="main" gap="4" p="8" maxW="xl" mx="auto" textAlign="center" align="center">
      <Heading as="h1" size="2xl">
        Página não encontrada
      </Heading>
      <Text color="fg.muted">O endereço que você abriu não existe neste sistema.</Text>
      <Button asChild colorPalette="blue" minH="11">
        <Link to="/">Voltar ao início</Link>
      </Button>
    </Stack>
  );
}
