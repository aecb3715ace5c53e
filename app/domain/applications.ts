/**
 * A job application's pipeline (docs/decisions/0053-job-applications.md): people, not deals, so
 * their own stages instead of the sales statuses. The schema, the desk's applications view and the
 * inquiry page take the list from here.
 */
export const applicationStages = ["new", "reviewing", "invited", "declined"] as const;
export type ApplicationStage = (typeof applicationStages)[number];

export const isApplicationStage = (value: unknown): value is ApplicationStage =>
  (applicationStages as readonly unknown[]).includes(value);
