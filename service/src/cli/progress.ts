/** A one-line progress bar on stderr, only when stderr is a terminal and there is enough work to watch. */
export const PROGRESS_MIN_FILES = 5;

export class ProgressBar {
  private done = 0;

  constructor(private readonly total: number, private readonly stream: NodeJS.WriteStream = process.stderr) {}

  static enabled(total: number, stream: NodeJS.WriteStream = process.stderr): boolean {
    return stream.isTTY === true && total >= PROGRESS_MIN_FILES;
  }

  tick(file: string): void {
    this.done++;
    const width = 24;
    const filled = Math.round((this.done / this.total) * width);
    const label = file.length > 40 ? `…${file.slice(-39)}` : file;
    this.stream.write(`\r[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${this.done}/${this.total} ${label}\x1b[K`);
  }

  finish(): void {
    this.stream.write('\r\x1b[K');
  }
}
