// corpus: CWE-22 safe — a same-file helper reduces the route parameter to its basename before the file is read.
import { Controller, Get, NotFoundException, Param } from "@nestjs/common";
import { readFile } from "node:fs/promises";
import path from "node:path";

const CHANGELOG_DIR = path.join(process.cwd(), "changelogs");

function changelogFile(version: string): string {
  return path.join(CHANGELOG_DIR, `${path.basename(version)}.md`);
}

@Controller("changelog")
export class ChangelogController {
  @Get(":version")
  async show(@Param("version") version: string) {
    try {
      return { version, body: await readFile(changelogFile(version), "utf8") };
    } catch {
      throw new NotFoundException();
    }
  }
}
