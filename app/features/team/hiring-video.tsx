import { useEffect, useState } from "react";
import type { Lang } from "~/domain/languages";
import { loadPublicConfig } from "~/lib/public-config";

/**
 * The video and its WebVTT captions are deployment settings (HIRING_VIDEO_URL, …_CAPTIONS_URL),
 * read at run time; without a video the intro simply ends, with no space kept for it.
 */
export function HiringVideo({
  title,
  unavailable,
  lang,
}: {
  title: string;
  unavailable: string;
  lang: Lang;
}) {
  const [video, setVideo] = useState<{ src: string; captions: string | null } | null>(null);
  useEffect(() => {
    loadPublicConfig()
      .then(({ hiringVideoUrl, hiringVideoCaptionsUrl }) =>
        setVideo(hiringVideoUrl ? { src: hiringVideoUrl, captions: hiringVideoCaptionsUrl } : null),
      )
      .catch(() => setVideo(null));
  }, []);
  if (!video) return null;
  return (
    <section aria-label={title} className="mt-10 max-w-4xl">
      {/* biome-ignore lint/a11y/useMediaCaption: the track is there whenever the agency provides captions (HIRING_VIDEO_CAPTIONS_URL). */}
      <video
        controls
        preload="metadata"
        className="aspect-video w-full rounded-3xl bg-ink shadow-xl"
        src={video.src}
      >
        {video.captions && <track kind="captions" src={video.captions} srcLang={lang} default />}
        {unavailable}
      </video>
    </section>
  );
}
