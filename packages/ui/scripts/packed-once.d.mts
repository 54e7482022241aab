export interface PackedLibrary {
  tarball: string;
  filename: string;
  integrity: string;
  buildOutput: string;
}

export type RunCommand = (
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv },
) => string;

export function packedLibrary(ownFolder: string, run: RunCommand): PackedLibrary;
