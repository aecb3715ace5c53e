import type { FormsMessages, Messages } from "~/i18n/messages/types";
import { CheckIcon } from "~/ui/icons";
import { Island } from "~/ui/island";
import { FormCard, PageIntro, Section, SectionHeading } from "~/ui/section";
import { useLayout } from "../layout/use-layout";
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
        <Island name="hiringVideo" props={{ lang, title: t.videoTitle, unavailable: t.videoUnavailable }} />
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
          <Island name="hiringForm" props={{ lang, t: forms, plainPost }} />
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
