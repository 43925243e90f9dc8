// corpus: CWE-79 safe — the only request value in the printed HTML is the ticket id, which ParseIntPipe has converted to an integer; the status comes from a fixed enum label map.
import { Controller, Get, Header, Injectable, Module, NotFoundException, Param, ParseIntPipe } from "@nestjs/common";
import { NestFactory } from "@nestjs/core";

enum TicketStatus {
  Open = "open",
  Pending = "pending",
  Closed = "closed",
}

const STATUS_LABELS: Record<TicketStatus, string> = {
  [TicketStatus.Open]: "Open",
  [TicketStatus.Pending]: "Waiting on customer",
  [TicketStatus.Closed]: "Resolved",
};

@Injectable()
class TicketService {
  private readonly statuses = new Map<number, TicketStatus>([
    [101, TicketStatus.Open],
    [102, TicketStatus.Closed],
  ]);

  statusOf(id: number): TicketStatus | undefined {
    return this.statuses.get(id);
  }
}

@Controller("tickets")
class TicketPrintController {
  constructor(private readonly tickets: TicketService) {}

  @Get(":id/print")
  @Header("Content-Type", "text/html; charset=utf-8")
  print(@Param("id", ParseIntPipe) id: number): string {
    const status = this.tickets.statusOf(id);
    if (!status) throw new NotFoundException();
    return `<!doctype html><html><body>
      <h1>Ticket #${id}</h1>
      <p>Status: ${STATUS_LABELS[status]}</p>
      <p>Printed ${new Date().toISOString()}</p>
    </body></html>`;
  }
}

@Module({ controllers: [TicketPrintController], providers: [TicketService] })
class TicketsModule {}

async function bootstrap() {
  const app = await NestFactory.create(TicketsModule);
  await app.listen(3000);
}

void bootstrap();
