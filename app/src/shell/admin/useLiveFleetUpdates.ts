import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { FleetStreamRefused, followFleetChanges } from '@rentacar/api';
import { FLEET_RESOURCES, RESOURCE_OPERATIONS } from '@rentacar/contract';
import { api } from '../api/client';

/** The reads a change can alter: the followed resources' own, the dashboard's and the calendar's. */
const FOLLOWED_READS = new Set<string>(
  [...FLEET_RESOURCES, 'stats' as const, 'calendar' as const].flatMap(
    (resource) => RESOURCE_OPERATIONS[resource],
  ),
);

/** The app's SWR keys start with their operation's id (`['listReservations', page, ...]`). */
const isFollowedRead = (key: unknown) =>
  Array.isArray(key) && typeof key[0] === 'string' && FOLLOWED_READS.has(key[0]);

/** Changes arriving together (a burst of bookings) reload what is shown once. */
const RELOAD_DELAY_MS = 200;
/** Waits between attempts to reconnect: doubling from the first, up to the last. */
const FIRST_RETRY_MS = 500;
const LONGEST_RETRY_MS = 5000;

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * Keeps the administrator's screen current: while it is shown, every booking, blocked period,
 * vehicle, branch or user change anyone makes reloads the fleet's data on it. After a lost
 * connection (a server restart) it connects again and reloads, as changes may have been missed.
 */
export function useLiveFleetUpdates(): void {
  const { mutate } = useSWRConfig();
  useEffect(() => {
    const stop = new AbortController();
    let reloadTimer: ReturnType<typeof setTimeout> | undefined;
    const reload = () => {
      clearTimeout(reloadTimer);
      reloadTimer = setTimeout(() => void mutate(isFollowedRead), RELOAD_DELAY_MS);
    };
    const follow = async () => {
      let connectedBefore = false;
      let failures = 0;
      while (!stop.signal.aborted) {
        try {
          await followFleetChanges(
            api,
            (event) => {
              if (event.name === 'change') return reload();
              failures = 0;
              if (connectedBefore) reload();
              connectedBefore = true;
            },
            stop.signal,
          );
        } catch (error) {
          if (stop.signal.aborted) return;
          // Signed out or no longer an administrator: the screen is about to go.
          if (error instanceof FleetStreamRefused && [401, 403].includes(error.status)) return;
        }
        failures += 1;
        await pause(Math.min(FIRST_RETRY_MS * 2 ** (failures - 1), LONGEST_RETRY_MS), stop.signal);
      }
    };
    void follow();
    return () => {
      stop.abort();
      clearTimeout(reloadTimer);
    };
  }, [mutate]);
}
