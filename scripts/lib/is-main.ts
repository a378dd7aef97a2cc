import { pathToFileURL } from 'node:url';

/** True when the module with this import.meta.url is the script node was started with. */
export function isMain(moduleUrl: string): boolean {
  const entry = process.argv[1];
  return !!entry && pathToFileURL(entry).href === moduleUrl;
}
