/**
 * Data-layer events (docs/PRODUCT.md, Attribution and analytics); the tag manager reads them once
 * consent is given.
 */
export type DataLayerEvent =
  | { event: "form_submit"; form_name: "demo_request"; service: string }
  | { event: "form_submit"; form_name: "contact_form" }
  | { event: "form_submit"; form_name: "hiring_team" }
  | { event: "form_submit"; form_name: "booking_request"; placement: "dialog" | "page" }
  | { event: "lead_form_submit"; form_name: "demo-web"; placement: string }
  | { event: "lead_form_view"; form_name: "demo-web"; placement: string };

export function pushDataLayer(event: DataLayerEvent) {
  window.dataLayer ??= [];
  window.dataLayer.push(event);
}
