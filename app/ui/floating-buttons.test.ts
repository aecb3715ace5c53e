import { describe, expect, it } from "vitest";
import {
  createTuckStore,
  type FloatingButtonsState,
  initialFloatingButtons,
  nextFloatingButtons,
  type PageView,
  RUN_PX,
} from "./floating-buttons";

const page = { viewportHeight: 844, pageHeight: 8_000, typing: false };

/** The state after scrolling through `positions` one after another. */
function scrolled(positions: number[], from: FloatingButtonsState = initialFloatingButtons, typing = false) {
  return positions.reduce((state, y) => nextFloatingButtons(state, { ...page, y, typing }), from);
}

describe("the floating buttons", () => {
  it("stand as served at the top of the page", () => {
    expect(scrolled([0]).tucked).toBe(false);
    expect(scrolled([0, 400, 0]).tucked).toBe(false);
  });

  it("step aside while the visitor reads down, once the run passes a finger's wobble", () => {
    expect(scrolled([10, RUN_PX - 1]).tucked).toBe(false);
    expect(scrolled([10, 20, 40, 80]).tucked).toBe(true);
    expect(scrolled([1_200, 1_300, 1_450]).tucked).toBe(true);
  });

  it("come back when the visitor scrolls up by more than a wobble", () => {
    const down = scrolled([500, 900, 1_400]);
    expect(down.tucked).toBe(true);
    expect(scrolled([1_390], down).tucked).toBe(true);
    expect(scrolled([1_390, 1_380, 1_360], down).tucked).toBe(false);
  });

  it("measure a run from where the scrolling turned, not from where it began", () => {
    // Up from 3,000 to 2,000 shows them; a short run down from 2,000 does not hide them again.
    const up = scrolled([500, 3_000, 2_000]);
    expect(up.tucked).toBe(false);
    expect(scrolled([2_010], up).tucked).toBe(false);
    expect(scrolled([2_010, 2_030], up).tucked).toBe(true);
  });

  it("are back at the end of the page, whose bottom padding keeps the footer clear of them", () => {
    const end = page.pageHeight - page.viewportHeight;
    expect(scrolled([500, 3_000, end]).tucked).toBe(false);
    expect(scrolled([500, 3_000, end - 4]).tucked).toBe(false);
    expect(scrolled([500, 3_000, end - 100]).tucked).toBe(true);
  });

  it("keep out of the way while a field takes typing, even at the top, and stay so after it", () => {
    expect(scrolled([0], initialFloatingButtons, true).tucked).toBe(true);
    const typing = scrolled([2_000, 2_000], scrolled([2_000, 1_900]), true);
    expect(typing.tucked).toBe(true);
    // The field left mid-page: nothing moved, so they stay aside until the visitor scrolls up.
    expect(scrolled([2_000], typing).tucked).toBe(true);
    expect(scrolled([2_000, 1_950], typing).tucked).toBe(false);
  });
});

describe("the floating buttons' one store", () => {
  /** A page whose scroll the test sets, counting the listeners attached to it. */
  function fakePage() {
    const view: PageView = { ...page, y: 0 };
    let onChange: (() => void) | null = null;
    let attached = 0;
    return {
      source: {
        read: () => view,
        listen(listener: () => void) {
          attached++;
          onChange = listener;
          return () => {
            attached--;
            onChange = null;
          };
        },
      },
      scrollTo(y: number) {
        view.y = y;
        onChange?.();
      },
      attached: () => attached,
    };
  }

  it("reads the page once for every button that shows, and tells each of them", () => {
    const fake = fakePage();
    const store = createTuckStore(fake.source);
    const heard = { launcher: 0, backToTop: 0 };
    const stopLauncher = store.subscribe(() => heard.launcher++);
    const stopBackToTop = store.subscribe(() => heard.backToTop++);
    expect(fake.attached()).toBe(1);
    for (const y of [100, 200, 400]) fake.scrollTo(y);
    expect(store.tucked()).toBe(true);
    expect(heard).toEqual({ launcher: 1, backToTop: 1 });
    stopLauncher();
    expect(fake.attached()).toBe(1);
    stopBackToTop();
    expect(fake.attached()).toBe(0);
  });

  it("starts from where the page is when the first button shows", () => {
    const fake = fakePage();
    fake.scrollTo(2_000);
    const store = createTuckStore(fake.source);
    const stop = store.subscribe(() => {});
    expect(store.tucked()).toBe(false);
    fake.scrollTo(2_000 + RUN_PX);
    expect(store.tucked()).toBe(true);
    stop();
  });
});
