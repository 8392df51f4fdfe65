import { useState, useSyncExternalStore } from 'react';
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { isAppOutdated, subscribeAppOutdated } from '@/lib/app-version';
import { hasUnsavedChanges } from '@/lib/unsaved-changes';
import { getUpdateState, subscribeUpdateState } from './update-store';

/**
 * 'Nova versão disponível — Atualizar', shown while a new service worker waits. Clicking
 * Atualizar activates it and reloads; with unsaved input in a form it asks first.
 * Never reloads on its own.
 *
 * 'Há uma versão nova do aplicativo — Atualizar' when the server asks for a newer app than
 * this one (issue 29): this device's writes wait for the update, so it cannot be put off;
 * Atualizar fetches the new version through the service worker (or reloads without one).
 */
export function UpdatePrompt() {
  const { waiting, activate, updateNow } = useSyncExternalStore(subscribeUpdateState, getUpdateState, getUpdateState);
  const outdated = useSyncExternalStore(subscribeAppOutdated, isAppOutdated, isAppOutdated);
  const [confirming, setConfirming] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [updating, setUpdating] = useState(false);

  const waitingUpdate = waiting && activate ? activate : null;
  if (!outdated && (!waitingUpdate || dismissed)) return null;

  const run = () => {
    setUpdating(true);
    if (waitingUpdate) waitingUpdate();
    else if (updateNow) updateNow();
    else window.location.reload();
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
          {outdated ? (
            <Stack gap="1">
              <Text fontWeight="medium">Há uma versão nova do aplicativo</Text>
              <Text fontSize="sm" color="fg.muted">
                Suas alterações ficam guardadas neste aparelho e são enviadas depois de atualizar.
              </Text>
            </Stack>
          ) : (
            <Text fontWeight="medium">Nova versão disponível</Text>
          )}
          <HStack gap="2">
            {!outdated && (
              <Button variant="ghost" minH="11" onClick={() => setDismissed(true)}>
                Depois
              </Button>
            )}
            <Button colorPalette="blue" minH="11" loading={updating} onClick={onUpdate}>
              Atualizar
            </Button>
          </HStack>
        </HStack>
      )}
    </Box>
  );
}
