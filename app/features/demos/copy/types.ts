import type { ScenarioId } from "../playground";

type Five = readonly [string, string, string, string, string];
type Six = readonly [string, string, string, string, string, string];

export interface TitledDetail {
  title: string;
  detail: string;
}

export interface SampleLead {
  name: string;
  company: string;
}

/**
 * Every string of the demos, one object per language. Texts with figures are functions, so the
 * figures come from the machines' constants and are formatted for the language by the caller.
 */
export interface DemoCopy {
  /** Screen-reader state of a step in a timeline. */
  stepStatus: { waiting: string; inProgress: string; done: string };

  playground: {
    /** Name of the tab list (the tab names are the scenario names of the home page). */
    scenariosLabel: string;
    steps: Record<ScenarioId, Five>;
    run: string;
    running: string;
    runAgain: string;
    resultsTitle: string;
    totals: { tasks: string; minutes: string; actions: string };
    /** e.g. "Step 2 of 5 done: Write personalised emails with AI". */
    progress: (done: number, total: number, step: string) => string;
    /** e.g. "Done in 4.7 s". */
    finished: (seconds: string) => string;
    /** The manual comparison under the result: "vs. 2+ hours by hand". */
    manually: string;
    idleHint: string;
  };

  outreach: {
    intro: string;
    flowTitle: string;
    steps: readonly [TitledDetail, TitledDetail, TitledDetail, TitledDetail];
    start: string;
    running: string;
    startAgain: string;
    figures: { sent: string; responses: string; conversions: string };
    /** e.g. "Step 3 of 4 in progress: Send the campaign". */
    progress: (step: number, total: number, title: string) => string;
    finished: (sent: string, responses: string, conversions: string) => string;
    abTitle: string;
    abIntro: string;
    variants: { a: TitledDetail; b: TitledDetail };
    winner: string;
    rates: { open: string; click: string; response: string };
    /** How much more often version B is opened, e.g. "Version B: open rate +89%". */
    openRateLift: (percent: string) => string;
  };

  pipeline: {
    /** Mentions the chance of moving on, e.g. "70%". */
    intro: (advanceChance: string) => string;
    stages: Five;
    leads: readonly [
      SampleLead,
      SampleLead,
      SampleLead,
      SampleLead,
      SampleLead,
      SampleLead,
      SampleLead,
      SampleLead,
    ];
    leadsLabel: string;
    start: string;
    running: string;
    startAgain: string;
    /** e.g. "Closed deals: 3 of 8". */
    closed: (closed: number, total: number) => string;
    /** e.g. "Lost: 2". */
    lost: (lost: number) => string;
    /** Shown instead of the stage of a lead lost there. */
    lostAt: { qualification: string; proposal: string };
    /** e.g. "Round 4". */
    round: (round: number) => string;
    /** Announced after every tick, e.g. "Round 4 – moved on: 3, closed: 4 of 8, lost: 2". */
    roundSummary: (round: number, moved: number, closed: number, lost: number, total: number) => string;
    /** e.g. "Done after 5 rounds: 4 of 8 deals closed, 4 lost." */
    finished: (closed: number, lost: number, total: number, rounds: number) => string;
  };

  chat: {
    intro: string;
    assistantName: string;
    online: string;
    visitor: string;
    assistant: string;
    conversationLabel: string;
    /** The six messages, visitor first: the first answer offers the free trial, the last confirms the booked class. */
    conversation: (trialDays: number) => Six;
    typing: string;
    /** Under each answer, e.g. "Answered in 0.8 s". */
    answeredIn: (seconds: string) => string;
    averageResponse: string;
    availability: string;
    start: string;
    running: string;
    startAgain: string;
  };

  booking: {
    intro: string;
    meetingTitle: string;
    meetingDetails: readonly string[];
    day: string;
    slotsLabel: string;
    /** Appended to the accessible name of a taken slot. */
    taken: string;
    hint: string;
    booking: string;
    /** e.g. "Booked for 11:00. The invitation is on its way to your inbox." */
    confirmed: (time: string) => string;
  };
}
