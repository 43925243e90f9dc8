// corpus: CWE-22 safe — the storage service reduces the requested name with path.basename before joining it to the attachment directory.
import { Controller, Get, Injectable, NotFoundException, Param, StreamableFile } from "@nestjs/common";
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";

@Injectable()
export class AttachmentStorage {
  private readonly root = path.resolve(process.env.ATTACHMENT_DIR ?? "/srv/attachments");

  locate(ticketId: number, requested: string): string {
    const fileName = path.basename(requested);
    return path.join(this.root, String(ticketId), fileName);
  }

  async open(ticketId: number, requested: string) {
    const location = this.locate(ticketId, requested);
    const info = await stat(location).catch(() => null);
    if (!info || !info.isFile()) {
      throw new NotFoundException();
    }
    return { stream: createReadStream(location), size: info.size, name: path.basename(location) };
  }
}

@Controller("tickets/:ticketId/attachments")
export class AttachmentController {
  constructor(private readonly storage: AttachmentStorage) {}

  @Get(":name")
  async download(@Param("ticketId") ticketId: string, @Param("name") name: string) {
    const id = Number.parseInt(ticketId, 10);
    if (!Number.isSafeInteger(id)) throw new NotFoundException();
    const file = await this.storage.open(id, name);
    return new StreamableFile(file.stream, {
      disposition: `attachment; filename="${encodeURIComponent(file.name)}"`,
      length: file.size,
    });
  }
}
