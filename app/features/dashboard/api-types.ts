/** The shapes the dashboard's API answers with (shared by the *.server.ts modules and the tabs). */
import type { MonthCount, Period, StatusCounts } from "./figures";
import type { InquiryStatus, LeadForm, TemplateCategory, WorkflowData } from "./model";

export interface Overview {
  /** Staff see every lead; a plain user his own inquiries. */
  scope: "all" | "own";
  leadsPerMonth: MonthCount[];
  inquiriesByStatus: StatusCounts;
  templates: { own: number; visible: number };
}

export interface Breakdown {
  /** null: no value (e.g. a lead without utm_source, i.e. direct). */
  key: string | null;
  count: number;
}

export interface Analytics {
  period: Period;
  total: number;
  bySource: Breakdown[];
  byService: Breakdown[];
  byStatus: StatusCounts;
}

export interface TemplateView {
  id: string;
  name: string;
  description: string;
  category: TemplateCategory | null;
  isPublic: boolean;
  workflowData: WorkflowData;
  createdAt: string;
  updatedAt: string;
  isOwn: boolean;
  canEdit: boolean;
}

export interface InquiryView {
  id: string;
  title: string;
  serviceType: string;
  description: string;
  requirements: Record<string, unknown>;
  status: InquiryStatus;
  /** Staff only: null for a plain user. */
  notes: string | null;
  sourceForm: LeadForm;
  leadEmail: string;
  createdAt: string;
  lastUpdated: string;
  /** A hiring inquiry with its applicant's PDF (downloadable by staff). */
  hasPdf: boolean;
}
