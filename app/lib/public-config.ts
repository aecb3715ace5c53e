/** Deployment settings the browser needs, fetched at run time so one build serves every deployment. */
export interface PublicConfig {
  bookingUrl: string | null;
  gtmId: string | null;
  gtmScriptUrl: string;
  hiringVideoUrl: string | null;
  hiringVideoCaptionsUrl: string | null;
  /** Third-party chat widget scripts (Czech, English variant); null: the site's own assistant. */
  chatWidgetSrcCs: string | null;
  chatWidgetSrcEn: string | null;
}

let pending: Promise<PublicConfig> | undefined;

export function loadPublicConfig(): Promise<PublicConfig> {
  pending ??= fetch("/api/public-config", { headers: { Accept: "application/json" } })
    .then((response) => {
      if (!response.ok) throw new Error(`public config: HTTP ${response.status}`);
      return response.json() as Promise<PublicConfig>;
    })
    .catch((error: unknown) => {
      pending = undefined; // let a later call try again
      throw error;
    });
  return pending;
}
