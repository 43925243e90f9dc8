// corpus: CWE-1336 vulnerable — the email template text from the request body is rendered as EJS source, which runs embedded JavaScript.
import { BadRequestException, Body, Controller, Injectable, Post } from "@nestjs/common";
import ejs from "ejs";

export class PreviewEmailDto {
  subject!: string;
  bodyTemplate!: string;
  sampleRecipient?: { firstName?: string; company?: string };
}

interface MergeFields {
  firstName: string;
  company: string;
  unsubscribeUrl: string;
}

function sampleFields(dto: PreviewEmailDto): MergeFields {
  return {
    firstName: dto.sampleRecipient?.firstName ?? "Alex",
    company: dto.sampleRecipient?.company ?? "Acme Corp",
    unsubscribeUrl: "https://mail.example.com/u/preview",
  };
}

@Injectable()
export class EmailPreviewService {
  private readonly maxLength = 20_000;

  render(dto: PreviewEmailDto) {
    if (!dto.bodyTemplate || dto.bodyTemplate.length > this.maxLength) {
      throw new BadRequestException("template is empty or too long");
    }
    const fields = sampleFields(dto);
    const html = ejs.render(dto.bodyTemplate, fields, { rmWhitespace: true });
    return { subject: dto.subject.slice(0, 200), html };
  }
}

@Controller("campaigns")
export class CampaignPreviewController {
  constructor(private readonly previews: EmailPreviewService) {}

  @Post("preview")
  preview(@Body() dto: PreviewEmailDto) {
    return this.previews.render(dto);
  }
}
