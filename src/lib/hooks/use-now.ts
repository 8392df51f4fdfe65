import { useEffect, useState } from 'react';

/**
 * The current time, refreshed every `intervalMs`: the home page stays open all day on a
 * reception tablet, so "today" and "overdue" must move on without a reload.
 */
export function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
