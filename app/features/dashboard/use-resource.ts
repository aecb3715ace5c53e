import { useCallback, useEffect, useState } from "react";
import { useToast } from "~/ui/toast";

/** A failed call to the dashboard's API (status 0: no answer). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: { error?: string; message?: string; field?: string } | null,
  ) {
    super(`API answered ${status}`);
  }
}

async function answer<T>(response: Response): Promise<T> {
  const body = await response.json().catch(() => null);
  if (!response.ok) throw new ApiError(response.status, body);
  return body as T;
}

/** A change sent as JSON (the server refuses anything else, see session.server.ts). */
export async function sendJson<T>(url: string, method: "POST" | "PUT" | "PATCH" | "DELETE", body?: unknown) {
  const response = await fetch(url, {
    method,
    headers: {
      Accept: "application/json",
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  }).catch(() => {
    throw new ApiError(0, null);
  });
  return answer<T>(response);
}

/**
 * Data of one dashboard tab, read on the client: `firstLoad` is true until the first answer
 * (the spec's spinner); a failure shows the translated error toast and ends the loading all the
 * same; `reload` reads again (after a save).
 */
export function useResource<T>(url: string, loadError: string) {
  const toast = useToast();
  const [data, setData] = useState<T | null>(null);
  const [firstLoad, setFirstLoad] = useState(true);
  const [loading, setLoading] = useState(true);
  const [version, setVersion] = useState(0);

  // `version` in the dependencies asks for a reload.
  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    fetch(url, { headers: { Accept: "application/json" }, signal: controller.signal })
      .then((response) => {
        // The session ended (signed out elsewhere): the dashboard is for the signed-in only.
        if (response.status === 401) window.location.assign("/");
        return answer<T>(response);
      })
      .then(setData)
      .catch(() => {
        if (!controller.signal.aborted) toast(loadError, "error");
      })
      .finally(() => {
        if (controller.signal.aborted) return;
        setLoading(false);
        setFirstLoad(false);
      });
    return () => controller.abort();
  }, [url, version, loadError, toast]);

  const reload = useCallback(() => setVersion((value) => value + 1), []);
  return { data, firstLoad, loading, reload };
}

/**
 * A change sent from the dashboard (save, delete): `saving` while it is under way, then the
 * given toast and `then`, or the translated error toast when it failed.
 */
export function useChange(saveError: string) {
  const toast = useToast();
  const [saving, setSaving] = useState(false);
  const change = useCallback(
    async (send: () => Promise<unknown>, done: string, then: () => void) => {
      setSaving(true);
      try {
        await send();
        toast(done);
        then();
      } catch {
        toast(saveError, "error");
      } finally {
        setSaving(false);
      }
    },
    [toast, saveError],
  );
  return { saving, change };
}
