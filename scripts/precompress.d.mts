/** Writes `file.br` and `file.gz` beside every text file of 1 KB or more under `dir`. */
export function precompressFolder(dir: string): Promise<void>;
