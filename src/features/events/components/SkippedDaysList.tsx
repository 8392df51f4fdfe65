import { Box, List, Text } from '@chakra-ui/react';
import { toBr, type SkippedDay } from '@/lib/deadlines';

/**
 * The days a deadline count skipped, each with its reason, so the lawyer can check the count
 * instead of trusting it (the agenda's deadline helper and a DJEN publication's deadline).
 */
export function SkippedDaysList({ skipped, maxH = '40' }: { skipped: readonly SkippedDay[]; maxH?: string }) {
  return (
    <Box>
      <Text fontSize="sm" fontWeight="medium">
        Dias não contados ({skipped.length}):
      </Text>
      {/* Scrollable, so it must take keyboard focus to be scrolled without a pointer. */}
      <List.Root
        fontSize="sm"
        ps="5"
        maxH={maxH}
        overflowY="auto"
        aria-label="Dias não contados"
        tabIndex={0}
        focusRing="outside"
      >
        {skipped.map((s) => (
          <List.Item key={s.date}>
            {toBr(s.date)} — {s.reason}
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}
