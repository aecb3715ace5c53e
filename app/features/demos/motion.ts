import { useEffect, useRef, useState, useSyncExternalStore } from "react";

const reducedMotionQuery = "(prefers-reduced-motion: reduce)";

function subscribe(onChange: () => void) {
  const list = matchMedia(reducedMotionQuery);
  list.addEventListener("change", onChange);
  return () => list.removeEventListener("change", onChange);
}

export function usePrefersReducedMotion() {
  return useSyncExternalStore(
    subscribe,
    () => matchMedia(reducedMotionQuery).matches,
    () => false,
  );
}

/**
 * The figure to show while a counter rises to `target`: it counts up over a short time, or jumps
 * straight there for visitors who prefer less motion. Falling figures (a new run) jump too.
 */
export function useCountUp(target: number, durationMs = 700) {
  const reducedMotion = usePrefersReducedMotion();
  const [shown, setShown] = useState(target);
  const shownRef = useRef(target);

  useEffect(() => {
    const from = shownRef.current;
    if (reducedMotion || target <= from) {
      shownRef.current = target;
      setShown(target);
      return;
    }
    let start: number | undefined;
    let frame = 0;
    const draw = (now: number) => {
      start ??= now;
      const progress = Math.min(1, (now - start) / durationMs);
      shownRef.current = Math.round(from + (target - from) * progress);
      setShown(shownRef.current);
      if (progress < 1) frame = requestAnimationFrame(draw);
    };
    frame = requestAnimationFrame(draw);
    return () => cancelAnimationFrame(frame);
  }, [target, reducedMotion, durationMs]);

  return shown;
}
