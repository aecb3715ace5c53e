/** The islands entry's files, given to the server's build by vite.config.ts (scripts/islands-entry.ts). */
declare module "virtual:islands-entry" {
  import type { IslandsEntryFiles } from "~/ui/island-rendering";

  const files: IslandsEntryFiles;
  export default files;
}
