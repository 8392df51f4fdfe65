import { Badge } from '@chakra-ui/react';
import { Wifi, WifiOff } from 'lucide-react';
import { useOnlineStatus } from '@/lib/hooks/use-online-status';

/** Online / Offline in the shell; the sync status (pending writes, last sync) sits beside it. */
export function ConnectionIndicator() {
  const online = useOnlineStatus();
  return (
    <Badge
      data-testid="connection-status"
      colorPalette={online ? 'green' : 'orange'}
      variant="subtle"
      size="lg"
      gap="1.5"
      role="status"
      aria-live="polite"
    >
      {online ? <Wifi aria-hidden size={14} /> : <WifiOff aria-hidden size={14} />}
      {online ? 'Online' : 'Offline'}
    </Badge>
  );
}
