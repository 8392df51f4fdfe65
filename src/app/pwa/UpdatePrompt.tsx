import { useState, useSyncExternalStore } from 'react';
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { hasUnsavedChanges } from '@/lib/unsaved-changes';
import { getUpdateState, subscribeUpdateState } from './update-store';

/**
 * 'Nova versão disponível — Atualizar', shown while a new service worker waits. Clicking
 * Atualizar activates it and reloads; with unsaved input in a form it asks first.
 * Never reloads on its own.
 */
export function UpdatePrompt() {
  const { waiting, activate } = useSyncExternalStore(subscribeUpdateState, getUpdateState, getUpdateState);
  const [confirming, setConfirming] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [updating, setUpdating] = useState(false);

  if (!waiting || !activate || dismissed) return null;

  const run = () => {
    setUpdating(true);
    activate();
  };
  const onUpdate = () => {
    if (hasUnsavedChanges()) setConfirming(true);
    else run();
  };

  return (
    <Box
      role="region"
      aria-label="Atualização do aplicativo"
      position="fixed"
      insetX={{ base: '3', md: 'auto' }}
      right={{ md: '6' }}
      bottom={{ base: '3', md: '6' }}
      zIndex="toast"
      maxW={{ md: 'md' }}
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border.emphasized"
      borderRadius="l3"
      boxShadow="lg"
      p="4"
      data-testid="update-prompt"
    >
      {confirming ? (
        <Stack gap="3" role="alertdialog" aria-labelledby="update-unsaved-title" aria-describedby="update-unsaved-text">
          <Text id="update-unsaved-title" fontWeight="semibold">
            Há alterações não salvas
          </Text>
          <Text id="update-unsaved-text" fontSize="sm" color="fg.muted">
            Atualizar agora recarrega o aplicativo e descarta o que ainda não foi salvo. Salve o formulário antes, ou
            atualize mesmo assim.
          </Text>
          <HStack justify="flex-end" gap="2" wrap="wrap">
            <Button variant="outline" minH="11" onClick={() => setConfirming(false)}>
              Continuar editando
            </Button>
            <Button colorPalette="red" minH="11" loading={updating} onClick={run}>
              Atualizar mesmo assim
            </Button>
          </HStack>
        </Stack>
      ) : (
        <HStack justify="space-between" gap="3" wrap="wrap" role="status" aria-live="polite">
          <Text fontWeight="medium">Nova versão disponível</Text>
          <HStack gap="2">
            <Button variant="ghost" minH="11" onClick={() => setDismissed(true)}>
              Depois
            </Button>
            <Button colorPalette="blue" minH="11" loading={updating} onClick={onUpdate}>
              Atualizar
            </Button>
          </HStack>
        </HStack>
      )}
    </Box>
  );
}
