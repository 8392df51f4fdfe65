import { Box, Spinner, Text, VStack } from '@chakra-ui/react';

/** Full-screen overlay shown while a login or sign-up runs (spec §2). */
export function LoadingOverlay({ label }: { label: string }) {
  return (
    <Box
      position="fixed"
      inset="0"
      zIndex="overlay"
      bg="blackAlpha.600"
      display="flex"
      alignItems="center"
      justifyContent="center"
      role="alert"
      aria-busy="true"
      aria-live="assertive"
      data-testid="loading-overlay"
    >
      <VStack gap="4" bg="bg.panel" px="8" py="6" borderRadius="l3" shadow="lg">
        <Spinner size="xl" color="blue.solid" borderWidth="4px" />
        <Text fontWeight="medium">{label}</Text>
      </VStack>
    </Box>
  );
}
