import { useEffect, useState } from "react";
import type { FormsMessages, Messages } from "~/i18n/messages/types";
import { loadPublicConfig } from "~/lib/public-config";
import { CheckIcon } from "~/ui/icons";
import { FormCard, PageIntro, Section, SectionHeading } from "~/ui/section";
import { useLayout } from "../layout/use-layout";
import { HiringForm } from "../leads/hiring-form";
import type { LeadActionData } from "../leads/pipeline.server";

export function TeamPage({
  t,
  forms,
  plainPost,
}: {
  t: Messages["team"];
  forms: FormsMessages;
  /** The page's action data after a plain browser post. */
  plainPost?: LeadActionData;
}) {
  const { lang } = useLayout();
  return (
    <>
      <PageIntro id="assignment" eyebrow={t.eyebrow} title={t.title} subtitle={t.intro}>
        <HiringVideo title={t.videoTitle} unavailable={t.videoUnavailable} lang={lang} />
      </PageIntro>
      <Section joined>
        <div className="mx-auto grid max-w-5xl gap-10 lg:grid-cols-[2fr_1fr]">
          <div className="space-y-8">
            {t.sections.map((section) => (
              <section key={section.title}>
                <h2 className="text-2xl font-bold">{section.title}</h2>
                <p className="mt-3 text-lg leading-relaxed text-ink-700">{section.text}</p>
              </section>
            ))}
          </div>
          <aside className="h-fit rounded-3xl bg-ink p-6 text-white lg:sticky lg:top-24">
            <ul className="space-y-4">
              {t.rules.map((rule) => (
                <li key={rule} className="flex gap-3">
                  <CheckIcon className="mt-0.5 size-5 shrink-0 text-accent-300" />
                  {rule}
                </li>
              ))}
            </ul>
          </aside>
        </div>
      </Section>
      <Assignment assignment={t.assignment} />
      <Section id="submit">
        <FormCard title={forms.hiring.title} subtitle={forms.hiring.subtitle} className="mx-auto max-w-3xl">
          <HiringForm lang={lang} t={forms} plainPost={plainPost} />
        </FormCard>
      </Section>
    </>
  );
}

/** The brief and its 50 requirements, numbered straight through the groups as the acknowledgements cite them. */
function Assignment({ assignment }: { assignment: Messages["team"]["assignment"] }) {
  let next = 1;
  const groups = assignment.groups.map((group) => {
    const first = next;
    next += group.requirements.length;
    return { ...group, first };
  });
  return (
    <Section id="requirements" tone="muted" labelledBy="requirements-title">
      <div className="mx-auto max-w-5xl">
        <SectionHeading
          id="requirements-title"
          title={assignment.title}
          subtitle={assignment.brief}
          centered={false}
        />
      </div>
      <div className="mx-auto mt-12 grid max-w-5xl gap-x-10 gap-y-10 lg:grid-cols-2">
        {groups.map((group, index) => (
          <section key={group.title} aria-labelledby={`requirements-${index + 1}`}>
            <h3 id={`requirements-${index + 1}`} className="text-lg font-bold">
              {group.title}
            </h3>
            <ol start={group.first} className="mt-4 space-y-2.5">
              {group.requirements.map((requirement, item) => (
                <li key={requirement} className="flex gap-3 text-ink-700">
                  <span className="w-7 shrink-0 text-right font-semibold text-brand-700 tabular-nums">
                    {group.first + item}.
                  </span>
                  <span>{requirement}</span>
                </li>
              ))}
            </ol>
          </section>
        ))}
      </div>
    </Section>
  );
}

/**
 * The video and its WebVTT captions are deployment settings (HIRING_VIDEO_URL, …_CAPTIONS_URL),
 * read at run time; without a video the intro simply ends, with no space kept for it.
 */
function HiringVideo({ title, unavailable, lang }: { title: string; unavailable: string; lang: string }) {
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
