import { describe, expect, it } from "vitest";
import { typesetText } from "~/i18n/typography";
import type { Viewer } from "../auth/viewer";
import { replyDraft } from "./inquiry.server";

const viewer = { name: "Anna" } as Viewer;
const config = { INBOUND_REPLY_ADDRESS: undefined };

describe("the reply form's starting text", () => {
  it("speaks of an application to a job applicant, of an inquiry to everyone else", () => {
    expect(replyDraft({ lang: "cs", form: "hiring" }, viewer, config).subject).toBe(
      typesetText("cs", "Vaše přihláška do týmu Flowlane"),
    );
    expect(replyDraft({ lang: "pl", form: "hiring" }, viewer, config).subject).toBe(
      "Twoje zgłoszenie do zespołu Flowlane",
    );
    expect(replyDraft({ lang: "en", form: "hiring" }, viewer, config).subject).toBe(
      "Your application to join Flowlane",
    );
    expect(replyDraft({ lang: "cs", form: "contact" }, viewer, config).subject).toBe(
      typesetText("cs", "Vaše poptávka u Flowlane"),
    );
  });
});
