import { useEffect, useRef } from 'react';

/**
 * Calls onElapsed once `duration` ms of unpaused time have passed; pausing keeps the time left.
 * A null duration never elapses.
 */
export function useAutoDismiss(duration: number | null, paused: boolean, onElapsed: () => void): void {
  const remaining = useRef(duration);
  // Latest callback without restarting the timer (useEffectEvent needs React 19.2; peers allow ^19.0).
  const latest = useRef(onElapsed);
  useEffect(() => {
    latest.current = onElapsed;
  });

  useEffect(() => {
    remaining.current = duration;
  }, [duration]);

  useEffect(() => {
    if (duration === null || paused || remaining.current === null) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => latest.current(), Math.max(0, remaining.current));
    return () => {
      clearTimeout(timer);
      if (remaining.current !== null) remaining.current -= Date.now() - startedAt;
    };
  }, [duration, paused]);
}
