import { useEffect, useRef } from 'react';
import { Popover, Portal } from '@chakra-ui/react';
import type { SyncStatus } from '@/data';
import { SyncStatusButton } from './SyncStatusButton';
import { SyncStatusDetails } from './SyncStatusDetails';

/**
 * The sync indicator with its details on click/tap: loaded after the first screen (SyncStatusBadge).
 * `defaultOpen`: the indicator was pressed before this code arrived.
 */
export function SyncStatusPopover({
  status,
  defaultOpen = false,
  focusTrigger = false,
}: {
  status: SyncStatus;
  defaultOpen?: boolean;
  focusTrigger?: boolean;
}) {
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusTrigger) trigger.current?.focus();
  }, [focusTrigger]);
  return (
    <Popover.Root positioning={{ placement: 'bottom-end', strategy: 'fixed' }} defaultOpen={defaultOpen}>
      <Popover.Trigger asChild>
        <SyncStatusButton ref={trigger} status={status} />
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content maxW="sm" data-testid="sync-status-details">
            <Popover.Arrow />
            <Popover.Body>
              <Popover.Title fontWeight="semibold" mb="2">
                Sincronização
              </Popover.Title>
              <SyncStatusDetails status={status} />
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
