/**
 * Where a prerendered page holds its scripts until the visitor's first interaction
 * (scripts-at-first-interaction.tsx; the starter in first-interaction.server.ts; the build's check in
 * scripts/page-html.ts).
 */

/** The `<template>` that holds the page's scripts until the first interaction. */
export const HELD_SCRIPTS_ID = "held-scripts";

/** Inside it, React Router's loader data as a JSON string. */
export const LOADER_DATA_ID = "loader-data";
