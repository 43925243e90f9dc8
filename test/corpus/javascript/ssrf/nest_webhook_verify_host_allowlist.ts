// corpus: CWE-918 safe — the subscription service only posts to URLs whose parsed hostname is in a constant allow-list and whose scheme is https.
import { BadRequestException, Body, Controller, Injectable, Post } from "@nestjs/common";
import axios from "axios";
import { randomBytes } from "node:crypto";

const ALLOWED_WEBHOOK_HOSTS = new Set(["hooks.slack.com", "discord.com", "outlook.office.com", "hooks.zapier.com"]);

function isAllowedHost(candidate: string): boolean {
  try {
    const url = new URL(candidate);
    return url.protocol === "https:" && url.port === "" && ALLOWED_WEBHOOK_HOSTS.has(url.hostname);
  } catch {
    return false;
  }
}

export class CreateSubscriptionDto {
  targetUrl!: string;
  events!: string[];
}

@Injectable()
export class WebhookSubscriptionService {
  async subscribe(dto: CreateSubscriptionDto) {
    if (!isAllowedHost(dto.targetUrl)) {
      throw new BadRequestException("webhook host is not supported");
    }
    const secret = randomBytes(24).toString("hex");
    const challenge = await axios.post(
      dto.targetUrl,
      { type: "subscription.verify", events: dto.events, secret },
      { timeout: 4000, maxRedirects: 0 }
    );
    return { verified: challenge.status === 200, secret };
  }
}

@Controller("integrations/webhooks")
export class WebhookSubscriptionController {
  constructor(private readonly subscriptions: WebhookSubscriptionService) {}

  @Post()
  create(@Body() dto: CreateSubscriptionDto) {
    return this.subscriptions.subscribe(dto);
  }
}
